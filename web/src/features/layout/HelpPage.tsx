/** /help shows only 'Help' (access-and-administration §2). */
export function HelpPage() {
  return (
    <section className="page">
      <h1 className="page__title">Help</h1>
    </section>
  );
}
