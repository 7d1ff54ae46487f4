/**
 * Every screen's page object for one browser page, so a spec can drive a role's page by what the
 * user sees: `approver.lists`, `approver.detail`, `approver.bell`…
 */
import type { Locator, Page } from '@playwright/test';
import { AppHeader } from './AppHeader';
import { CertificateDetailPage } from './CertificateDetailPage';
import { CertificateListPage } from './CertificateListPage';
import { ComplianceReportPage } from './ComplianceReportPage';
import { DashboardPage } from './DashboardPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { NotificationBell } from './NotificationBell';
import { RegisterPage } from './RegisterPage';
import { RequestCertificatePage } from './RequestCertificatePage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { ResultPage } from './ResultPage';
import { SignPage } from './SignPage';
import { UpcomingScreenPage } from './UpcomingScreenPage';

export class CertifyApp {
  readonly login: LoginPage;
  readonly forgotPassword: ForgotPasswordPage;
  readonly resetPassword: ResetPasswordPage;
  readonly header: AppHeader;
  readonly bell: NotificationBell;
  readonly dashboard: DashboardPage;
  readonly compliance: ComplianceReportPage;
  readonly lists: CertificateListPage;
  readonly register: RegisterPage;
  readonly detail: CertificateDetailPage;
  readonly request: RequestCertificatePage;
  readonly sign: SignPage;
  readonly result: ResultPage;
  readonly upcoming: UpcomingScreenPage;

  constructor(readonly page: Page) {
    this.login = new LoginPage(page);
    this.forgotPassword = new ForgotPasswordPage(page);
    this.resetPassword = new ResetPasswordPage(page);
    this.header = new AppHeader(page);
    this.bell = new NotificationBell(page);
    this.dashboard = new DashboardPage(page);
    this.compliance = new ComplianceReportPage(page);
    this.lists = new CertificateListPage(page);
    this.register = new RegisterPage(page);
    this.detail = new CertificateDetailPage(page);
    this.request = new RequestCertificatePage(page);
    this.sign = new SignPage(page);
    this.result = new ResultPage(page);
    this.upcoming = new UpcomingScreenPage(page);
  }

  /** Opens any path of the app (e.g. one no menu links to). */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** A toast with `text` (the app's success and error messages). */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
