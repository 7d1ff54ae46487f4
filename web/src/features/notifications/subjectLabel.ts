/** Human label of a notification subject: CERTIFICATE_APPROVED → 'Certificate approved'. */
export function subjectLabel(subject: string): string {
  const words = subject.toLowerCase().split('_');
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
