import { useParams } from 'react-router';
import { ResultPage } from './ResultPage';

/** /exception/:code shows that code (certificate-workflow §2). */
export function ExceptionPage() {
  const { code = '500' } = useParams();
  return <ResultPage code={code} message="Sorry, the server is reporting an error" />;
}
