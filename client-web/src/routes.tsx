import { type ComponentType } from 'react';
import { type RouteObject } from 'react-router';
import { NavigationEffects } from './client/navigation';
import { ThemedOutletPage } from './layout/themed-outlet-page';
import { lazyPage } from './lazy/lazy-page';
import { RedirectSignedIn } from './session/RedirectSignedIn';
import { RequireSession } from './session/RequireSession';
import {
  CALENDAR_ROUTES,
  CLIENT_ROUTES,
  CLINIC_ROUTES,
  MEETING_ROUTES,
  SPECIALIST_CLIENT_ROUTES,
  SPECIALIST_HOME_ROUTES,
  SPECIALIST_MESSAGES_ROUTES,
  SPECIALIST_TREATMENT_ROUTES,
  THERAPIST_PREMIUM_ROUTES,
} from './session/route-access';

// Every page is its own chunk, loaded on first visit (with a timeout and a retry): the login page
// does not carry the client's frame, and the frame does not carry the session pages.
const LoginPage = lazyPage(() =>
  import('./login/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const ForgotPasswordPage = lazyPage(() =>
  import('./password/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyPage(() =>
  import('./password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const InvitePage = lazyPage(() =>
  import('./invite/InvitePage').then((m) => ({ default: m.InvitePage })),
);
const ConfirmCompanyEmailPage = lazyPage(() =>
  import('./company-link/ConfirmCompanyEmailPage').then((m) => ({
    default: m.ConfirmCompanyEmailPage,
  })),
);
const ConfirmEmailChangePage = lazyPage(() =>
  import('./email-change/ConfirmEmailChangePage').then((m) => ({
    default: m.ConfirmEmailChangePage,
  })),
);
const ProcessLoginPage = lazyPage(() =>
  import('./eid/ProcessLoginPage').then((m) => ({ default: m.ProcessLoginPage })),
);
const ProcessLoginAuth2Page = lazyPage(() =>
  import('./eid/ProcessLoginAuth2Page').then((m) => ({ default: m.ProcessLoginAuth2Page })),
);
const TermsPage = lazyPage(() =>
  import('./terms/TermsPage').then((m) => ({ default: m.TermsPage })),
);
const NotFoundPage = lazyPage(() =>
  import('./not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const AppLayout = lazyPage(() =>
  import('./layout/AppLayout').then((m) => ({ default: m.AppLayout })),
);
const ClientLayout = lazyPage(() =>
  import('./client/ClientLayout').then((m) => ({ default: m.ClientLayout })),
);
const RoleHomePage = lazyPage(() =>
  import('./home/RoleHomePage').then((m) => ({ default: m.RoleHomePage })),
);
const OrganisationPage = lazyPage(() =>
  import('./organisation/OrganisationPage').then((m) => ({ default: m.OrganisationPage })),
);
const DashboardPage = lazyPage(() =>
  import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const ProfilePage = lazyPage(() =>
  import('./profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const WhoReadMyDataPage = lazyPage(() =>
  import('./profile/WhoReadMyDataPage').then((m) => ({ default: m.WhoReadMyDataPage })),
);
const DataExportDownloadPage = lazyPage(() =>
  import('./data-export/DataExportDownloadPage').then((m) => ({
    default: m.DataExportDownloadPage,
  })),
);
const ContactsPage = lazyPage(() =>
  import('./contacts/ContactsPage').then((m) => ({ default: m.ContactsPage })),
);
const TreatmentPage = lazyPage(() =>
  import('./learning/ModuleListPage').then((m) => ({ default: m.TreatmentPage })),
);
const SelfHelpPage = lazyPage(() =>
  import('./learning/ModuleListPage').then((m) => ({ default: m.SelfHelpPage })),
);
const ModulePage = lazyPage(() =>
  import('./learning/ModulePage').then((m) => ({ default: m.ModulePage })),
);
const AssessmentPage = lazyPage(() =>
  import('./learning/AssessmentPage').then((m) => ({ default: m.AssessmentPage })),
);
const ReportsPage = lazyPage(() =>
  import('./reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);
const ReportPage = lazyPage(() =>
  import('./reports/ReportPage').then((m) => ({ default: m.ReportPage })),
);
const ServicesPage = lazyPage(() =>
  import('./services/ServicesPage').then((m) => ({ default: m.ServicesPage })),
);
const ContentPage = lazyPage(() =>
  import('./content-page/ContentPage').then((m) => ({ default: m.ContentPage })),
);
const ModuleSlugPage = lazyPage(() =>
  import('./content-page/ModuleSlugPage').then((m) => ({ default: m.ModuleSlugPage })),
);
const SpecialistLayout = lazyPage(() =>
  import('./specialists/SpecialistLayout').then((m) => ({ default: m.SpecialistLayout })),
);
const ClientsHomePage = lazyPage(() =>
  import('./specialists/ClientsPage').then((m) => ({ default: m.ClientsHomePage })),
);
const SpecialistClientPage = lazyPage(() =>
  import('./specialists/ClientPage').then((m) => ({ default: m.ClientPage })),
);
const ClientModuleRoute = lazyPage(() =>
  import('./client-module/ClientModulePage').then((m) => ({ default: m.ClientModuleRoute })),
);
const ClientAssessmentRoute = lazyPage(() =>
  import('./client-module/ClientModulePage').then((m) => ({ default: m.ClientAssessmentRoute })),
);
const SpecialistContentPage = lazyPage(() =>
  import('./client-module/SpecialistContentPage').then((m) => ({
    default: m.SpecialistContentPage,
  })),
);
const RiskFlagPage = lazyPage(() =>
  import('./risk-flags/RiskFlagPage').then((m) => ({ default: m.RiskFlagPage })),
);
/** A client's module and assessment with the answers, and a module page, for the therapists. */
const SPECIALIST_TREATMENT_PAGES: Readonly<Record<string, ComponentType>> = {
  '/client-module/:id': ClientModuleRoute,
  '/client-assessment/:id': ClientAssessmentRoute,
  '/page/:slug': SpecialistContentPage,
  '/risk-flags/:id': RiskFlagPage,
};
const MessagesPage = lazyPage(() =>
  import('./messages/MessagesPage').then((m) => ({ default: m.MessagesPage })),
);
const ClientMeetingsPage = lazyPage(() =>
  import('./meetings/ClientMeetingsPage').then((m) => ({ default: m.ClientMeetingsPage })),
);
const MeetingRoomPage = lazyPage(() =>
  import('./meetings/MeetingRoomPage').then((m) => ({ default: m.MeetingRoomPage })),
);
const CalendarPage = lazyPage(() =>
  import('./meetings/CalendarPage').then((m) => ({ default: m.CalendarPage })),
);
const AddClientPage = lazyPage(() =>
  import('./therapist-premium/ClientUserPage').then((m) => ({ default: m.AddClientPage })),
);
const EditClientPage = lazyPage(() =>
  import('./therapist-premium/ClientUserPage').then((m) => ({ default: m.EditClientPage })),
);
const AddSubscriptionPage = lazyPage(() =>
  import('./therapist-premium/SubscriptionPage').then((m) => ({
    default: m.AddSubscriptionPage,
  })),
);
const EditSubscriptionPage = lazyPage(() =>
  import('./therapist-premium/SubscriptionPage').then((m) => ({
    default: m.EditSubscriptionPage,
  })),
);

/** The therapist-premium's client administration and the specialists' profile pages. */
const THERAPIST_PREMIUM_PAGES: Readonly<Record<string, ComponentType>> = {
  '/therapist-premium/users/add': AddClientPage,
  '/therapist-premium/users/edit/:id': EditClientPage,
  '/therapist-premium/users/edit-temp/:id': EditClientPage,
  '/users/edit/:id': EditClientPage,
  '/users/subscriptions/add/:user_id/:subscription_model_uuid': AddSubscriptionPage,
  '/users/subscriptions/edit/:user_id/:subscription_model_uuid': EditSubscriptionPage,
  '/therapist-premium/profile': ProfilePage,
  '/clinic-therapist/profile': ProfilePage,
};
const ClinicServicesPage = lazyPage(() =>
  import('./clinic/ClinicServicesPage').then((m) => ({ default: m.ClinicServicesPage })),
);
const ClinicOrganisationPage = lazyPage(() =>
  import('./clinic/ClinicOrganisationPage').then((m) => ({ default: m.ClinicOrganisationPage })),
);
const ClinicInvitationsPage = lazyPage(() =>
  import('./clinic/ClinicInvitationsPage').then((m) => ({ default: m.ClinicInvitationsPage })),
);
const ClinicAccessLogReviewsPage = lazyPage(() =>
  import('./clinic/ClinicAccessLogReviewsPage').then((m) => ({
    default: m.ClinicAccessLogReviewsPage,
  })),
);
const ClinicAccessLogReviewPage = lazyPage(() =>
  import('./clinic/ClinicAccessLogReviewPage').then((m) => ({
    default: m.ClinicAccessLogReviewPage,
  })),
);

/** The clinic screens (clinic admin and clinic therapist). */
const CLINIC_PAGES: Readonly<Record<string, ComponentType>> = {
  '/services': ClinicServicesPage,
  '/clinic-admin': ClinicOrganisationPage,
  '/clinic-admin/profile': ProfilePage,
  '/clinic-therapist/invitations': ClinicInvitationsPage,
  '/clinic/access-log-reviews': ClinicAccessLogReviewsPage,
  '/clinic/access-log-reviews/:id': ClinicAccessLogReviewPage,
};

/** The client's pages: one for every route of CLIENT_ROUTES. */
const CLIENT_PAGES: Readonly<Record<string, ComponentType>> = {
  '/client/dashboard': DashboardPage,
  '/client/profile': ProfilePage,
  '/client/profile/access-log': WhoReadMyDataPage,
  '/client/data-export/:token': DataExportDownloadPage,
  '/client/therapists': ContactsPage,
  '/client/treatment': TreatmentPage,
  '/client/self-help': SelfHelpPage,
  '/client/module/:slug': ModuleSlugPage,
  '/client/module/:id/:subscription_model_uuid': ModulePage,
  '/assessments/:id': AssessmentPage,
  '/client/reports': ReportsPage,
  '/client/report/:id': ReportPage,
  '/client/services': ServicesPage,
  '/client/page/:slug': ContentPage,
  '/client/messages': MessagesPage,
  '/client/meetings': ClientMeetingsPage,
  '/companies/units/overview/:default_company_unit/:company_uuid/:unit_uuid': OrganisationPage,
  '/companies/units/overview/:company_uuid/:unit_uuid': OrganisationPage,
};

export const routes: RouteObject[] = [
  {
    // After every navigation: scroll to the top, the brand as title, the back link.
    element: <NavigationEffects />,
    children: [
      {
        element: <RedirectSignedIn />,
        children: [
          { path: '/login', element: <LoginPage /> },
          // The e-ID login starts at the API's /session/login (the login page's e-ID button);
          // this client-web path stays the login page (also the target after a password reset).
          { path: '/session/login', element: <LoginPage /> },
        ],
      },
      {
        element: <ThemedOutletPage />,
        children: [
          {
            element: <RedirectSignedIn />,
            children: [{ path: '/session/forgot-password', element: <ForgotPasswordPage /> }],
          },
          // Pages of mailed links that work whether or not someone is logged in on this browser.
          { path: '/session/reset-password/:token', element: <ResetPasswordPage /> },
          { path: '/session/invite/:token', element: <InvitePage /> },
          { path: '/session/confirm-email/:token', element: <ConfirmEmailChangePage /> },
          // The terms of use, for anyone: a person signing up reads them before they have an account.
          { path: '/terms', element: <TermsPage /> },
          {
            element: <RequireSession />,
            children: [
              // Nobody's page: the guard sends a logged-in user home and anyone else to /login.
              { path: '/', element: null },
              // Any logged-in user (SIGNED_IN_ROUTES); a visitor logs in first and comes back.
              {
                path: '/session/confirm-company-email/:token',
                element: <ConfirmCompanyEmailPage />,
              },
              {
                element: <ClientLayout />,
                children: CLIENT_ROUTES.map(({ path }) => {
                  const Page = CLIENT_PAGES[path] ?? RoleHomePage;
                  return { path, element: <Page /> };
                }),
              },
              {
                element: <AppLayout />,
                children: SPECIALIST_HOME_ROUTES.filter(({ path }) => path !== '/clients').map(
                  ({ path }) => ({ path, element: <RoleHomePage /> }),
                ),
              },
              // The clients list and a client's page, in the specialists' frame with its sidebar.
              {
                element: <SpecialistLayout />,
                children: [
                  { path: '/clients', element: <ClientsHomePage /> },
                  ...SPECIALIST_CLIENT_ROUTES.map(({ path }) => ({
                    path,
                    element: <SpecialistClientPage />,
                  })),
                ],
              },
              // A client's module or assessment with the answers, and a module page, in the
              // specialists' frame.
              {
                element: <SpecialistLayout />,
                children: SPECIALIST_TREATMENT_ROUTES.map(({ path }) => {
                  const Page = SPECIALIST_TREATMENT_PAGES[path] ?? RoleHomePage;
                  return { path, element: <Page /> };
                }),
              },
              // The specialists' messages, in their frame with its sidebar.
              {
                element: <SpecialistLayout />,
                children: SPECIALIST_MESSAGES_ROUTES.map(({ path }) => ({
                  path,
                  element: <MessagesPage />,
                })),
              },
              // The meeting room has no header or bottom navigation (spec, section 2).
              ...MEETING_ROUTES.map(({ path }) => ({ path, element: <MeetingRoomPage /> })),
              // The therapist-premium's client administration and profile, in the specialists' frame.
              {
                element: <SpecialistLayout />,
                children: THERAPIST_PREMIUM_ROUTES.map(({ path }) => {
                  const Page = THERAPIST_PREMIUM_PAGES[path] ?? RoleHomePage;
                  return { path, element: <Page /> };
                }),
              },
              // The clinic screens, in the specialists' frame with its sidebar.
              {
                element: <SpecialistLayout />,
                children: CLINIC_ROUTES.map(({ path }) => {
                  const Page = CLINIC_PAGES[path] ?? RoleHomePage;
                  return { path, element: <Page /> };
                }),
              },
              // The specialists' calendar, in their frame with its sidebar.
              {
                element: <SpecialistLayout />,
                children: CALENDAR_ROUTES.map(({ path }) => ({ path, element: <CalendarPage /> })),
              },
            ],
          },
          // Where the API's e-ID callback sends the browser (token, onboarding or error in the
          // fragment).
          { path: '/process-login', element: <ProcessLoginPage /> },
          { path: '/process-login-auth2', element: <ProcessLoginAuth2Page /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
