/**
 * The company subscriptions' texts (administration specification sections 3, 5 and 8), merged
 * into the languages by i18n/folder-messages.ts.
 */
export const companySubscriptionMessages = {
  sv: {
    resources: {
      'company-subscriptions': {
        name: 'Företagsabonnemang |||| Företagsabonnemang',
        fields: {
          company_uuid: 'Företag',
          company_name: 'Företag',
          name: 'Namn',
          billing_start_date: 'Faktureringsstart',
          subscription_model_uuid: 'Prenumerationsmodell',
          price_per_user: 'Pris per användare',
          price_per_credit: 'Pris för 1 kredit',
          credit_amount: 'Antal krediter',
          credit_limit_per_user: 'Kreditgräns per användare',
          credits_column: 'Krediter',
          credits: {
            total: 'Krediter totalt',
            taken: 'Krediter använda',
            available: 'Krediter kvar',
          },
          credits_granted_to_users: 'Krediter tilldelade användare',
          licensed_price_id: 'Betalleverantörens pris-id (per användare)',
          metered_price_id: 'Betalleverantörens pris-id (per kredit)',
        },
      },
    },
    app: {
      company_subscriptions: {
        saved: 'Abonnemanget har sparats',
        view_title: 'Abonnemang',
        edit_title: 'Redigera abonnemang',
        add_title: 'Nytt abonnemang',
        kronor_help: 'I kronor',
        credits_line: '%{available} kvar av %{total} (%{taken} använda)',
        validation: {
          start_date_required: 'Startdatum är obligatoriskt',
          price_per_user_required: 'Pris per användare är obligatoriskt',
          price_per_credit_required: 'Pris för 1 kredit är obligatoriskt',
          credit_amount_required: 'Antal krediter är obligatoriskt',
          credit_limit_required: 'Kreditgräns är obligatoriskt',
          subscription_model_required: 'Prenumerationsmodell är obligatoriskt',
          numbers_only: 'Krediter får bara innehålla siffror',
        },
      },
    },
  },
  en: {
    resources: {
      'company-subscriptions': {
        name: 'Company subscription |||| Company subscriptions',
        fields: {
          company_uuid: 'Company',
          company_name: 'Company',
          name: 'Name',
          billing_start_date: 'Billing start',
          subscription_model_uuid: 'Subscription model',
          price_per_user: 'Price for user',
          price_per_credit: 'Price for 1 credit',
          credit_amount: 'Credit amount',
          credit_limit_per_user: 'Credit limit per user',
          credits_column: 'Credits',
          credits: {
            total: 'Credits in total',
            taken: 'Credits taken',
            available: 'Credits available',
          },
          credits_granted_to_users: 'Credits granted to users',
          licensed_price_id: 'Payment provider price id (per user)',
          metered_price_id: 'Payment provider price id (per credit)',
        },
      },
    },
    app: {
      company_subscriptions: {
        saved: 'Subscription saved successfully',
        view_title: 'Subscription',
        edit_title: 'Edit subscription',
        add_title: 'New subscription',
        kronor_help: 'In kronor',
        credits_line: '%{available} left of %{total} (%{taken} taken)',
        validation: {
          start_date_required: 'Start date is required',
          price_per_user_required: 'Price for user is required',
          price_per_credit_required: 'Price for 1 credit is required',
          credit_amount_required: 'Credit amount is required',
          credit_limit_required: 'Credit limit is required',
          subscription_model_required: 'Subscription model is required',
          numbers_only: 'Credits should contain only numbers',
        },
      },
    },
  },
};
