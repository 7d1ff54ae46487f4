import { ResultPage } from './ResultPage';

/** Unknown paths and /exception (access-and-administration §2). */
export function NotFoundPage() {
  return <ResultPage code="404" message="Sorry, the page you visited does not exist" />;
}
