/** The dashboards' texts (issue 13 "Dashboards per role"). Merged by i18n/folder-messages.ts. */
export const dashboardMessages = {
  sv: {
    app: {
      dashboard: {
        menu: 'Översikt',
        title: 'Översikt',
        counts: 'Siffror',
        counts_label: {
          clients: 'Klienter',
          active_subscriptions: 'Aktiva prenumerationer',
          reports_this_week: 'Rapporter skapade denna vecka',
          open_risk_flags: 'Öppna riskflaggor',
          draft_modules: 'Moduler i utkast',
          published_modules: 'Publicerade moduler',
          my_clients: 'Mina klienter',
          unread_messages: 'Olästa meddelanden',
        },
        trend: {
          new_subscriptions: 'Nya prenumerationer per vecka',
          new_modules: 'Nya moduler per vecka',
        },
        week: 'Vecka %{week}',
        count: 'Antal',
        loading_chart: 'Diagrammet laddas',
      },
    },
  },
  en: {
    app: {
      dashboard: {
        menu: 'Dashboard',
        title: 'Dashboard',
        counts: 'Figures',
        counts_label: {
          clients: 'Clients',
          active_subscriptions: 'Active subscriptions',
          reports_this_week: 'Reports generated this week',
          open_risk_flags: 'Open risk flags',
          draft_modules: 'Draft modules',
          published_modules: 'Published modules',
          my_clients: 'My clients',
          unread_messages: 'Unread messages',
        },
        trend: {
          new_subscriptions: 'New subscriptions per week',
          new_modules: 'New modules per week',
        },
        week: 'Week %{week}',
        count: 'Count',
        loading_chart: 'The chart is loading',
      },
    },
  },
};
