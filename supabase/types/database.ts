// Generated from supabase/migrations by `pnpm db:types`; do not edit.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: {
      contact_enquiries: {
        Row: {
          budget: string | null;
          city: string | null;
          company: string | null;
          created_at: string;
          email: string;
          first_name: string;
          id: string;
          ip_hash: string | null;
          last_name: string;
          locale: string;
          message: string;
          phone: string | null;
          website: string | null;
        };
        Insert: {
          budget?: string | null;
          city?: string | null;
          company?: string | null;
          created_at?: string;
          email: string;
          first_name: string;
          id?: string;
          ip_hash?: string | null;
          last_name: string;
          locale?: string;
          message: string;
          phone?: string | null;
          website?: string | null;
        };
        Update: {
          budget?: string | null;
          city?: string | null;
          company?: string | null;
          created_at?: string;
          email?: string;
          first_name?: string;
          id?: string;
          ip_hash?: string | null;
          last_name?: string;
          locale?: string;
          message?: string;
          phone?: string | null;
          website?: string | null;
        };
        Relationships: [];
      };
      mail_outbox: {
        Row: {
          attempts: number;
          created_at: string;
          enquiry_id: string | null;
          headers: Json | null;
          html: string | null;
          id: string;
          kind: string;
          last_error: string | null;
          next_attempt_at: string;
          sent_at: string | null;
          status: string;
          subject: string;
          text_body: string | null;
          to_address: string;
        };
        Insert: {
          attempts?: number;
          created_at?: string;
          enquiry_id?: string | null;
          headers?: Json | null;
          html?: string | null;
          id?: string;
          kind: string;
          last_error?: string | null;
          next_attempt_at?: string;
          sent_at?: string | null;
          status?: string;
          subject: string;
          text_body?: string | null;
          to_address: string;
        };
        Update: {
          attempts?: number;
          created_at?: string;
          enquiry_id?: string | null;
          headers?: Json | null;
          html?: string | null;
          id?: string;
          kind?: string;
          last_error?: string | null;
          next_attempt_at?: string;
          sent_at?: string | null;
          status?: string;
          subject?: string;
          text_body?: string | null;
          to_address?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'mail_outbox_enquiry_id_fkey';
            columns: ['enquiry_id'];
            referencedRelation: 'contact_enquiries';
            referencedColumns: ['id'];
          },
        ];
      };
      newsletter_subscribers: {
        Row: {
          confirm_token: string | null;
          confirmed_at: string | null;
          created_at: string;
          email: string;
          id: string;
          locale: string;
          status: string;
          unsubscribed_at: string | null;
        };
        Insert: {
          confirm_token?: string | null;
          confirmed_at?: string | null;
          created_at?: string;
          email: string;
          id?: string;
          locale?: string;
          status?: string;
          unsubscribed_at?: string | null;
        };
        Update: {
          confirm_token?: string | null;
          confirmed_at?: string | null;
          created_at?: string;
          email?: string;
          id?: string;
          locale?: string;
          status?: string;
          unsubscribed_at?: string | null;
        };
        Relationships: [];
      };
      subscriptions: {
        Row: {
          billing_interval: string | null;
          cancel_at_period_end: boolean;
          current_period_end: string | null;
          scheduled_change_at: string | null;
          scheduled_interval: string | null;
          scheduled_tier: string | null;
          status: string;
          stripe_event_created: number;
          stripe_subscription_id: string | null;
          tier: string | null;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          billing_interval?: string | null;
          cancel_at_period_end?: boolean;
          current_period_end?: string | null;
          scheduled_change_at?: string | null;
          scheduled_interval?: string | null;
          scheduled_tier?: string | null;
          status: string;
          stripe_event_created?: number;
          stripe_subscription_id?: string | null;
          tier?: string | null;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          billing_interval?: string | null;
          cancel_at_period_end?: boolean;
          current_period_end?: string | null;
          scheduled_change_at?: string | null;
          scheduled_interval?: string | null;
          scheduled_tier?: string | null;
          status?: string;
          stripe_event_created?: number;
          stripe_subscription_id?: string | null;
          tier?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      user_addons: {
        Row: {
          active: boolean;
          addon_name: string;
          created_at: string;
          id: string;
          stripe_subscription_id: string | null;
          user_id: string;
        };
        Insert: {
          active?: boolean;
          addon_name: string;
          created_at?: string;
          id?: string;
          stripe_subscription_id?: string | null;
          user_id: string;
        };
        Update: {
          active?: boolean;
          addon_name?: string;
          created_at?: string;
          id?: string;
          stripe_subscription_id?: string | null;
          user_id?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      apply_billing_sync: {
        Args: { p_addons: Json; p_plan: Json; p_user_id: string; p_version: number };
        Returns: Json;
      };
      billing_call_allowed: {
        Args: { p_max_per_hour?: number; p_user_id: string };
        Returns: boolean;
      };
      caller_subscription: { Args: Record<PropertyKey, never>; Returns: Json };
      claim_account_closure: {
        Args: { p_hold_seconds: number; p_mode: string; p_user_id: string };
        Returns: Json;
      };
      claim_due_mail: { Args: { p_ignore_backoff?: boolean; p_limit?: number }; Returns: Json };
      erase_account_data: { Args: { p_user_id: string }; Returns: undefined };
      export_user_data: { Args: { p_user_id: string }; Returns: Json };
      get_stripe_customer_id: { Args: { p_user_id: string }; Returns: string };
      get_subscription_state: { Args: { p_user_id: string }; Returns: Json };
      link_stripe_customer: { Args: { p_customer_id: string; p_user_id: string }; Returns: string };
      mark_mail_result: {
        Args: { p_error: string; p_id: string; p_retry_base_seconds?: number };
        Returns: undefined;
      };
      mark_mail_results: {
        Args: { p_results: Json; p_retry_base_seconds?: number };
        Returns: number;
      };
      newsletter_confirm: { Args: { p_token: string }; Returns: boolean };
      newsletter_queue_issue: { Args: { p_mails: Json }; Returns: number };
      newsletter_recipients: { Args: { p_locale?: string }; Returns: Json };
      newsletter_subscribe: {
        Args: {
          p_email: string;
          p_ip_hash?: string;
          p_locale?: string;
          p_mail: Json;
          p_max_mails_per_email?: number;
          p_max_per_ip?: number;
          p_token: string;
        };
        Returns: Json;
      };
      newsletter_unsubscribe: { Args: { p_email: string }; Returns: undefined };
      record_stripe_event: {
        Args: { p_created: number; p_id: string; p_type: string };
        Returns: boolean;
      };
      release_account_closure: {
        Args: { p_forget: boolean; p_stripe_done: boolean; p_user_id: string };
        Returns: undefined;
      };
      replace_stripe_customer: {
        Args: { p_new_customer_id: string; p_old_customer_id: string; p_user_id: string };
        Returns: string;
      };
      stripe_event_processed: { Args: { p_id: string }; Returns: boolean };
      submit_contact_enquiry: {
        Args: {
          p_enquiry: Json;
          p_id: string;
          p_ip_hash: string;
          p_mails: Json;
          p_max_per_email?: number;
          p_max_per_ip?: number;
        };
        Returns: Json;
      };
      user_for_stripe_customer: { Args: { p_customer_id: string }; Returns: string };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
