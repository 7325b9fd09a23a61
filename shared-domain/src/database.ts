export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      addons: {
        Row: {
          charging_type: string
          created_at: string
          id: string
          item: string
          price: number
          vendor_id: string
        }
        Insert: {
          charging_type?: string
          created_at?: string
          id?: string
          item: string
          price: number
          vendor_id: string
        }
        Update: {
          charging_type?: string
          created_at?: string
          id?: string
          item?: string
          price?: number
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "addons_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "addons_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "addons_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      availability: {
        Row: {
          created_at: string
          date: string
          end_time: string | null
          id: string
          is_available: boolean
          start_time: string | null
          time_slot_text: string | null
          user_id: string | null
          vendor_id: string
        }
        Insert: {
          created_at?: string
          date: string
          end_time?: string | null
          id?: string
          is_available?: boolean
          start_time?: string | null
          time_slot_text?: string | null
          user_id?: string | null
          vendor_id: string
        }
        Update: {
          created_at?: string
          date?: string
          end_time?: string | null
          id?: string
          is_available?: boolean
          start_time?: string | null
          time_slot_text?: string | null
          user_id?: string | null
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "availability_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "availability_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "availability_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_cancel_requests: {
        Row: {
          booking_id: string
          created_at: string
          reason: string
          requested_by: string
          vendor_id: string
        }
        Insert: {
          booking_id: string
          created_at?: string
          reason: string
          requested_by: string
          vendor_id: string
        }
        Update: {
          booking_id?: string
          created_at?: string
          reason?: string
          requested_by?: string
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "booking_cancel_requests_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: true
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_cancel_requests_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_cancel_requests_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_cancel_requests_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_changes: {
        Row: {
          answered_at: string | null
          applied_at: string | null
          booking_id: string
          checkout_session_id: string | null
          created_at: string
          decline_reason: string | null
          id: string
          lapse_reason: string | null
          new_date: string
          new_fee_cents: number
          new_guests: number
          new_hours: number
          new_subtotal_cents: number
          new_time: string
          note: string | null
          old_date: string
          old_fee_cents: number
          old_guests: number
          old_hours: number
          old_subtotal_cents: number
          old_time: string
          payment_intent_id: string | null
          proposed_by: string
          proposer_id: string
          status: string
          updated_at: string
        }
        Insert: {
          answered_at?: string | null
          applied_at?: string | null
          booking_id: string
          checkout_session_id?: string | null
          created_at?: string
          decline_reason?: string | null
          id?: string
          lapse_reason?: string | null
          new_date: string
          new_fee_cents: number
          new_guests: number
          new_hours: number
          new_subtotal_cents: number
          new_time: string
          note?: string | null
          old_date: string
          old_fee_cents: number
          old_guests: number
          old_hours: number
          old_subtotal_cents: number
          old_time: string
          payment_intent_id?: string | null
          proposed_by: string
          proposer_id: string
          status?: string
          updated_at?: string
        }
        Update: {
          answered_at?: string | null
          applied_at?: string | null
          booking_id?: string
          checkout_session_id?: string | null
          created_at?: string
          decline_reason?: string | null
          id?: string
          lapse_reason?: string | null
          new_date?: string
          new_fee_cents?: number
          new_guests?: number
          new_hours?: number
          new_subtotal_cents?: number
          new_time?: string
          note?: string | null
          old_date?: string
          old_fee_cents?: number
          old_guests?: number
          old_hours?: number
          old_subtotal_cents?: number
          old_time?: string
          payment_intent_id?: string | null
          proposed_by?: string
          proposer_id?: string
          status?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "booking_changes_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_daily_totals: {
        Row: {
          amount_cents: number
          bookings: number
          day: string
          payment_status: string
          profit_cents: number
        }
        Insert: {
          amount_cents: number
          bookings: number
          day: string
          payment_status: string
          profit_cents: number
        }
        Update: {
          amount_cents?: number
          bookings?: number
          day?: string
          payment_status?: string
          profit_cents?: number
        }
        Relationships: []
      }
      booking_emails: {
        Row: {
          attempts: number
          booking_change_id: string | null
          booking_id: string
          claimed_at: string | null
          created_at: string
          id: number
          kind: string
          last_error: string | null
          recipient: string
          sent_at: string | null
        }
        Insert: {
          attempts?: number
          booking_change_id?: string | null
          booking_id: string
          claimed_at?: string | null
          created_at?: string
          id?: never
          kind: string
          last_error?: string | null
          recipient: string
          sent_at?: string | null
        }
        Update: {
          attempts?: number
          booking_change_id?: string | null
          booking_id?: string
          claimed_at?: string | null
          created_at?: string
          id?: never
          kind?: string
          last_error?: string | null
          recipient?: string
          sent_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "booking_emails_booking_change_id_fkey"
            columns: ["booking_change_id"]
            isOneToOne: false
            referencedRelation: "booking_changes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_emails_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_history: {
        Row: {
          actor: string | null
          amount_cents: number | null
          booking_id: string
          created_at: string
          id: number
          kind: string
          note: string | null
        }
        Insert: {
          actor?: string | null
          amount_cents?: number | null
          booking_id: string
          created_at?: string
          id?: never
          kind: string
          note?: string | null
        }
        Update: {
          actor?: string | null
          amount_cents?: number | null
          booking_id?: string
          created_at?: string
          id?: never
          kind?: string
          note?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "booking_history_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_holds: {
        Row: {
          booking_id: string
          ended_at: string | null
          held_at: string
          id: number
          outcome: string | null
          user_id: string | null
          vendor_id: string
        }
        Insert: {
          booking_id: string
          ended_at?: string | null
          held_at?: string
          id?: never
          outcome?: string | null
          user_id?: string | null
          vendor_id: string
        }
        Update: {
          booking_id?: string
          ended_at?: string | null
          held_at?: string
          id?: never
          outcome?: string | null
          user_id?: string | null
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "booking_holds_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_holds_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_holds_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_holds_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_refund_parts: {
        Row: {
          amount_cents: number
          attempt: number
          created_at: string
          failure_message: string | null
          id: string
          idempotency_key: string
          payment_intent_id: string
          position: number
          provider_refund_id: string | null
          refund_id: string
          status: string
          updated_at: string
        }
        Insert: {
          amount_cents: number
          attempt?: number
          created_at?: string
          failure_message?: string | null
          id?: string
          idempotency_key: string
          payment_intent_id: string
          position: number
          provider_refund_id?: string | null
          refund_id: string
          status?: string
          updated_at?: string
        }
        Update: {
          amount_cents?: number
          attempt?: number
          created_at?: string
          failure_message?: string | null
          id?: string
          idempotency_key?: string
          payment_intent_id?: string
          position?: number
          provider_refund_id?: string | null
          refund_id?: string
          status?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "booking_refund_parts_refund_id_fkey"
            columns: ["refund_id"]
            isOneToOne: false
            referencedRelation: "booking_refunds"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_refunds: {
        Row: {
          amount_cents: number
          booking_change_id: string | null
          booking_id: string
          created_at: string
          failure_message: string | null
          id: string
          kind: string
          payment_intent_id: string | null
          provider_refund_id: string | null
          reason: string | null
          requested_by: string | null
          status: string
          updated_at: string
        }
        Insert: {
          amount_cents: number
          booking_change_id?: string | null
          booking_id: string
          created_at?: string
          failure_message?: string | null
          id?: string
          kind: string
          payment_intent_id?: string | null
          provider_refund_id?: string | null
          reason?: string | null
          requested_by?: string | null
          status?: string
          updated_at?: string
        }
        Update: {
          amount_cents?: number
          booking_change_id?: string | null
          booking_id?: string
          created_at?: string
          failure_message?: string | null
          id?: string
          kind?: string
          payment_intent_id?: string | null
          provider_refund_id?: string | null
          reason?: string | null
          requested_by?: string | null
          status?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "booking_refunds_booking_change_id_fkey"
            columns: ["booking_change_id"]
            isOneToOne: false
            referencedRelation: "booking_changes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_refunds_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
        ]
      }
      booking_status_transitions: {
        Row: {
          from_status: string
          made_by: string
          to_status: string
        }
        Insert: {
          from_status: string
          made_by: string
          to_status: string
        }
        Update: {
          from_status?: string
          made_by?: string
          to_status?: string
        }
        Relationships: []
      }
      bookings: {
        Row: {
          addon_selections: NonNullable<Json>
          booking_date: string
          booking_time: string
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          change_refunded_cents: number
          checkout_group_id: string | null
          checkout_session_id: string | null
          completed_at: string | null
          created_at: string
          customer_email: string
          customer_name: string | null
          duration_hours: number
          event_id: string | null
          event_location: string | null
          guest_count: number
          held_at: string | null
          id: string
          package_id: string | null
          paid_at: string | null
          payment_intent_id: string | null
          payment_status: string
          processing_fee: number | null
          quote_offer_id: string | null
          refunded_cents: number
          selected_addons: string | null
          selected_packages: string | null
          special_instructions: string | null
          time_range: unknown
          total_amount: number
          updated_at: string
          user_id: string | null
          vendor_id: string
          booking_charged_cents: number | null
          booking_ends_at: string | null
          booking_fee_kept_cents: number | null
          booking_paid_cents: number | null
          booking_platform_cents: number | null
          booking_starts_at: string | null
          booking_vendor_share_cents: number | null
          hold_is_active: boolean | null
          hold_is_stale: boolean | null
        }
        Insert: {
          addon_selections?: NonNullable<Json>
          booking_date: string
          booking_time: string
          cancellation_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          change_refunded_cents?: number
          checkout_group_id?: string | null
          checkout_session_id?: string | null
          completed_at?: string | null
          created_at?: string
          customer_email: string
          customer_name?: string | null
          duration_hours: number
          event_id?: string | null
          event_location?: string | null
          guest_count?: number
          held_at?: string | null
          id?: string
          package_id?: string | null
          paid_at?: string | null
          payment_intent_id?: string | null
          payment_status?: string
          processing_fee?: number | null
          quote_offer_id?: string | null
          refunded_cents?: number
          selected_addons?: string | null
          selected_packages?: string | null
          special_instructions?: string | null
          time_range?: never
          total_amount?: number
          updated_at?: string
          user_id?: string | null
          vendor_id: string
        }
        Update: {
          addon_selections?: NonNullable<Json>
          booking_date?: string
          booking_time?: string
          cancellation_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          change_refunded_cents?: number
          checkout_group_id?: string | null
          checkout_session_id?: string | null
          completed_at?: string | null
          created_at?: string
          customer_email?: string
          customer_name?: string | null
          duration_hours?: number
          event_id?: string | null
          event_location?: string | null
          guest_count?: number
          held_at?: string | null
          id?: string
          package_id?: string | null
          paid_at?: string | null
          payment_intent_id?: string | null
          payment_status?: string
          processing_fee?: number | null
          quote_offer_id?: string | null
          refunded_cents?: number
          selected_addons?: string | null
          selected_packages?: string | null
          special_instructions?: string | null
          time_range?: never
          total_amount?: number
          updated_at?: string
          user_id?: string | null
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "bookings_checkout_group_id_fkey"
            columns: ["checkout_group_id"]
            isOneToOne: false
            referencedRelation: "checkout_groups"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: false
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_package_id_fkey"
            columns: ["package_id"]
            isOneToOne: false
            referencedRelation: "Packages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_quote_offer_id_fkey"
            columns: ["quote_offer_id"]
            isOneToOne: false
            referencedRelation: "quote_offers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bookings_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      browse_city_counts: {
        Row: {
          all_vendors: number
          approved_vendors: number
          city: string
        }
        Insert: {
          all_vendors?: number
          approved_vendors: number
          city: string
        }
        Update: {
          all_vendors?: number
          approved_vendors?: number
          city?: string
        }
        Relationships: []
      }
      calendar_feeds: {
        Row: {
          created_at: string
          token: string
          user_id: string
        }
        Insert: {
          created_at?: string
          token: string
          user_id: string
        }
        Update: {
          created_at?: string
          token?: string
          user_id?: string
        }
        Relationships: []
      }
      checkout_groups: {
        Row: {
          checkout_session_id: string | null
          created_at: string
          event_id: string | null
          fee_cents: number
          host_id: string | null
          id: string
          paid_at: string | null
          payment_intent_id: string | null
          status: string
          subtotal_cents: number
          total_cents: number
        }
        Insert: {
          checkout_session_id?: string | null
          created_at?: string
          event_id?: string | null
          fee_cents?: number
          host_id?: string | null
          id?: string
          paid_at?: string | null
          payment_intent_id?: string | null
          status?: string
          subtotal_cents?: number
          total_cents?: number
        }
        Update: {
          checkout_session_id?: string | null
          created_at?: string
          event_id?: string | null
          fee_cents?: number
          host_id?: string | null
          id?: string
          paid_at?: string | null
          payment_intent_id?: string | null
          status?: string
          subtotal_cents?: number
          total_cents?: number
        }
        Relationships: [
          {
            foreignKeyName: "checkout_groups_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: false
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
        ]
      }
      conversation_reports: {
        Row: {
          conversation_id: string
          created_at: string
          id: number
          reason: string
          reporter_id: string
        }
        Insert: {
          conversation_id: string
          created_at?: string
          id?: never
          reason: string
          reporter_id: string
        }
        Update: {
          conversation_id?: string
          created_at?: string
          id?: never
          reason?: string
          reporter_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversation_reports_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
        ]
      }
      conversations: {
        Row: {
          created_at: string
          host_id: string
          host_last_read_at: string | null
          host_unread_since: string | null
          id: string
          last_message_at: string | null
          last_message_id: number | null
          last_sender_id: string | null
          reported_at: string | null
          started_by: string | null
          vendor_id: string
          vendor_last_read_at: string | null
          vendor_unread_since: string | null
          vendor_user_id: string
        }
        Insert: {
          created_at?: string
          host_id: string
          host_last_read_at?: string | null
          host_unread_since?: string | null
          id?: string
          last_message_at?: string | null
          last_message_id?: number | null
          last_sender_id?: string | null
          reported_at?: string | null
          started_by?: string | null
          vendor_id: string
          vendor_last_read_at?: string | null
          vendor_unread_since?: string | null
          vendor_user_id: string
        }
        Update: {
          created_at?: string
          host_id?: string
          host_last_read_at?: string | null
          host_unread_since?: string | null
          id?: string
          last_message_at?: string | null
          last_message_id?: number | null
          last_sender_id?: string | null
          reported_at?: string | null
          started_by?: string | null
          vendor_id?: string
          vendor_last_read_at?: string | null
          vendor_unread_since?: string | null
          vendor_user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversations_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversations_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversations_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      deleted_accounts: {
        Row: {
          deleted_at: string
          purged_at: string | null
          user_id: string
        }
        Insert: {
          deleted_at?: string
          purged_at?: string | null
          user_id: string
        }
        Update: {
          deleted_at?: string
          purged_at?: string | null
          user_id?: string
        }
        Relationships: []
      }
      dispute_messages: {
        Row: {
          author_id: string | null
          author_role: string
          body: string
          created_at: string
          dispute_id: string
          id: number
        }
        Insert: {
          author_id?: string | null
          author_role: string
          body: string
          created_at?: string
          dispute_id: string
          id?: never
        }
        Update: {
          author_id?: string | null
          author_role?: string
          body?: string
          created_at?: string
          dispute_id?: string
          id?: never
        }
        Relationships: [
          {
            foreignKeyName: "dispute_messages_dispute_id_fkey"
            columns: ["dispute_id"]
            isOneToOne: false
            referencedRelation: "disputes"
            referencedColumns: ["id"]
          },
        ]
      }
      dispute_photos: {
        Row: {
          created_at: string
          dispute_id: string
          id: number
          path: string
        }
        Insert: {
          created_at?: string
          dispute_id: string
          id?: never
          path: string
        }
        Update: {
          created_at?: string
          dispute_id?: string
          id?: never
          path?: string
        }
        Relationships: [
          {
            foreignKeyName: "dispute_photos_dispute_id_fkey"
            columns: ["dispute_id"]
            isOneToOne: false
            referencedRelation: "disputes"
            referencedColumns: ["id"]
          },
        ]
      }
      disputes: {
        Row: {
          booking_id: string
          created_at: string
          description: string
          host_id: string | null
          id: string
          last_error: string | null
          offer_cents: number | null
          offered_at: string | null
          outcome: string | null
          reason: string
          refund_cents: number | null
          refund_id: string | null
          resolution_reason: string | null
          resolved_at: string | null
          resolved_by: string | null
          status: string
          updated_at: string
          vendor_id: string
        }
        Insert: {
          booking_id: string
          created_at?: string
          description: string
          host_id?: string | null
          id?: string
          last_error?: string | null
          offer_cents?: number | null
          offered_at?: string | null
          outcome?: string | null
          reason: string
          refund_cents?: number | null
          refund_id?: string | null
          resolution_reason?: string | null
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
          updated_at?: string
          vendor_id: string
        }
        Update: {
          booking_id?: string
          created_at?: string
          description?: string
          host_id?: string | null
          id?: string
          last_error?: string | null
          offer_cents?: number | null
          offered_at?: string | null
          outcome?: string | null
          reason?: string
          refund_cents?: number | null
          refund_id?: string | null
          resolution_reason?: string | null
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
          updated_at?: string
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "disputes_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: true
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "disputes_refund_id_fkey"
            columns: ["refund_id"]
            isOneToOne: false
            referencedRelation: "booking_refunds"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "disputes_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "disputes_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "disputes_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      Email_List: {
        Row: {
          confirm_sent_at: string | null
          confirm_token_hash: string | null
          confirmed_at: string | null
          created_at: string
          email: string
          id: number
        }
        Insert: {
          confirm_sent_at?: string | null
          confirm_token_hash?: string | null
          confirmed_at?: string | null
          created_at?: string
          email: string
          id?: never
        }
        Update: {
          confirm_sent_at?: string | null
          confirm_token_hash?: string | null
          confirmed_at?: string | null
          created_at?: string
          email?: string
          id?: never
        }
        Relationships: []
      }
      event_reminders: {
        Row: {
          attempts: number
          booking_id: string | null
          claimed_at: string | null
          created_at: string
          event_id: string | null
          id: number
          last_error: string | null
          recipient: string
          sent_at: string | null
        }
        Insert: {
          attempts?: number
          booking_id?: string | null
          claimed_at?: string | null
          created_at?: string
          event_id?: string | null
          id?: never
          last_error?: string | null
          recipient: string
          sent_at?: string | null
        }
        Update: {
          attempts?: number
          booking_id?: string | null
          claimed_at?: string | null
          created_at?: string
          event_id?: string | null
          id?: never
          last_error?: string | null
          recipient?: string
          sent_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "event_reminders_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "event_reminders_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: false
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
        ]
      }
      event_shortlist: {
        Row: {
          created_at: string
          event_id: string
          vendor_id: string
        }
        Insert: {
          created_at?: string
          event_id: string
          vendor_id: string
        }
        Update: {
          created_at?: string
          event_id?: string
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "event_shortlist_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: false
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "event_shortlist_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "event_shortlist_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "event_shortlist_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      events: {
        Row: {
          categories: string[]
          city: string
          created_at: string
          duration_hours: number
          event_date: string
          guest_count: number
          host_id: string
          id: string
          is_current: boolean
          name: string
          start_time: string
          time_zone: string
          updated_at: string
        }
        Insert: {
          categories?: string[]
          city: string
          created_at?: string
          duration_hours?: number
          event_date: string
          guest_count: number
          host_id?: string
          id?: string
          is_current?: boolean
          name: string
          start_time: string
          time_zone: string
          updated_at?: string
        }
        Update: {
          categories?: string[]
          city?: string
          created_at?: string
          duration_hours?: number
          event_date?: string
          guest_count?: number
          host_id?: string
          id?: string
          is_current?: boolean
          name?: string
          start_time?: string
          time_zone?: string
          updated_at?: string
        }
        Relationships: []
      }
      favourites: {
        Row: {
          created_at: string
          host_id: string
          vendor_id: string
        }
        Insert: {
          created_at?: string
          host_id?: string
          vendor_id: string
        }
        Update: {
          created_at?: string
          host_id?: string
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "favourites_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "favourites_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "favourites_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      message_emails: {
        Row: {
          attempts: number
          claimed_at: string | null
          conversation_id: string
          created_at: string
          id: number
          last_error: string | null
          recipient_role: string
          sent_at: string | null
          skipped_at: string | null
          unread_since: string
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          conversation_id: string
          created_at?: string
          id?: never
          last_error?: string | null
          recipient_role: string
          sent_at?: string | null
          skipped_at?: string | null
          unread_since: string
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          conversation_id?: string
          created_at?: string
          id?: never
          last_error?: string | null
          recipient_role?: string
          sent_at?: string | null
          skipped_at?: string | null
          unread_since?: string
        }
        Relationships: [
          {
            foreignKeyName: "message_emails_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
        ]
      }
      message_turns: {
        Row: {
          conversation_id: string
          id: number
          replied_at: string | null
          started_at: string
          vendor_id: string
        }
        Insert: {
          conversation_id: string
          id?: never
          replied_at?: string | null
          started_at: string
          vendor_id: string
        }
        Update: {
          conversation_id?: string
          id?: never
          replied_at?: string | null
          started_at?: string
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "message_turns_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_turns_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_turns_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_turns_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          body: string
          booking_id: string | null
          conversation_id: string
          created_at: string
          hidden_at: string | null
          hidden_by: string | null
          hidden_reason: string | null
          id: number
          kind: string
          quote_id: string | null
          sender_id: string
        }
        Insert: {
          body: string
          booking_id?: string | null
          conversation_id: string
          created_at?: string
          hidden_at?: string | null
          hidden_by?: string | null
          hidden_reason?: string | null
          id?: never
          kind?: string
          quote_id?: string | null
          sender_id: string
        }
        Update: {
          body?: string
          booking_id?: string | null
          conversation_id?: string
          created_at?: string
          hidden_at?: string | null
          hidden_by?: string | null
          hidden_reason?: string | null
          id?: never
          kind?: string
          quote_id?: string | null
          sender_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "messages_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
        ]
      }
      messaging_blocks: {
        Row: {
          blocked_at: string
          blocked_by: string | null
          reason: string
          user_id: string
        }
        Insert: {
          blocked_at?: string
          blocked_by?: string | null
          reason: string
          user_id: string
        }
        Update: {
          blocked_at?: string
          blocked_by?: string | null
          reason?: string
          user_id?: string
        }
        Relationships: []
      }
      messaging_moderation: {
        Row: {
          action: string
          admin_id: string | null
          created_at: string
          id: number
          message_id: number | null
          reason: string
          user_id: string | null
        }
        Insert: {
          action: string
          admin_id?: string | null
          created_at?: string
          id?: never
          message_id?: number | null
          reason: string
          user_id?: string | null
        }
        Update: {
          action?: string
          admin_id?: string | null
          created_at?: string
          id?: never
          message_id?: number | null
          reason?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "messaging_moderation_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["id"]
          },
        ]
      }
      Packages: {
        Row: {
          charging_type: string
          created_at: string
          description: string | null
          duration_hours: number | null
          extra_charge_weekday_night: number | null
          extra_charge_weekend: number | null
          extra_charge_weekend_night: number | null
          id: string
          max_guests: number | null
          max_hours: number | null
          minimum_hours: number | null
          minimum_spend: number | null
          name: string
          price: number
          vendor_id: string
        }
        Insert: {
          charging_type?: string
          created_at?: string
          description?: string | null
          duration_hours?: number | null
          extra_charge_weekday_night?: number | null
          extra_charge_weekend?: number | null
          extra_charge_weekend_night?: number | null
          id?: string
          max_guests?: number | null
          max_hours?: number | null
          minimum_hours?: number | null
          minimum_spend?: number | null
          name: string
          price: number
          vendor_id: string
        }
        Update: {
          charging_type?: string
          created_at?: string
          description?: string | null
          duration_hours?: number | null
          extra_charge_weekday_night?: number | null
          extra_charge_weekend?: number | null
          extra_charge_weekend_night?: number | null
          id?: string
          max_guests?: number | null
          max_hours?: number | null
          minimum_hours?: number | null
          minimum_spend?: number | null
          name?: string
          price?: number
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "Packages_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "Packages_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "Packages_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      payment_events: {
        Row: {
          booking_id: string | null
          id: string
          received_at: string
          type: string
        }
        Insert: {
          booking_id?: string | null
          id: string
          received_at?: string
          type: string
        }
        Update: {
          booking_id?: string | null
          id?: string
          received_at?: string
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "payment_events_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
        ]
      }
      payout_accounts: {
        Row: {
          created_at: string
          details_submitted: boolean
          state: string
          stripe_account_id: string
          updated_at: string
          vendor_id: string
        }
        Insert: {
          created_at?: string
          details_submitted?: boolean
          state?: string
          stripe_account_id: string
          updated_at?: string
          vendor_id: string
        }
        Update: {
          created_at?: string
          details_submitted?: boolean
          state?: string
          stripe_account_id?: string
          updated_at?: string
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "payout_accounts_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payout_accounts_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payout_accounts_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      payout_ledger: {
        Row: {
          amount_cents: number
          attempts: number
          booking_id: string
          claimed_at: string | null
          created_at: string
          id: number
          kind: string
          last_error: string | null
          next_attempt_at: string | null
          provider_id: string | null
          refusals: number
          settled_at: string | null
          status: string
          transfer_entry_id: number | null
          vendor_id: string
        }
        Insert: {
          amount_cents: number
          attempts?: number
          booking_id: string
          claimed_at?: string | null
          created_at?: string
          id?: never
          kind: string
          last_error?: string | null
          next_attempt_at?: string | null
          provider_id?: string | null
          refusals?: number
          settled_at?: string | null
          status: string
          transfer_entry_id?: number | null
          vendor_id: string
        }
        Update: {
          amount_cents?: number
          attempts?: number
          booking_id?: string
          claimed_at?: string | null
          created_at?: string
          id?: never
          kind?: string
          last_error?: string | null
          next_attempt_at?: string | null
          provider_id?: string | null
          refusals?: number
          settled_at?: string | null
          status?: string
          transfer_entry_id?: number | null
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "payout_ledger_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payout_ledger_transfer_entry_id_fkey"
            columns: ["transfer_entry_id"]
            isOneToOne: false
            referencedRelation: "payout_ledger"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payout_ledger_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payout_ledger_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payout_ledger_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      quote_emails: {
        Row: {
          attempts: number
          claimed_at: string | null
          created_at: string
          id: number
          kind: string
          last_error: string | null
          offer_id: string | null
          quote_id: string
          recipient: string
          sent_at: string | null
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          id?: never
          kind: string
          last_error?: string | null
          offer_id?: string | null
          quote_id: string
          recipient: string
          sent_at?: string | null
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          id?: never
          kind?: string
          last_error?: string | null
          offer_id?: string | null
          quote_id?: string
          recipient?: string
          sent_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "quote_emails_offer_id_fkey"
            columns: ["offer_id"]
            isOneToOne: false
            referencedRelation: "quote_offers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "quote_emails_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
        ]
      }
      quote_offers: {
        Row: {
          created_at: string
          duration_hours: number
          event_date: string
          expires_at: string
          id: string
          includes: string
          price_cents: number
          quote_id: string
          refund_policy: string | null
          start_time: string
          status: string
        }
        Insert: {
          created_at?: string
          duration_hours: number
          event_date: string
          expires_at: string
          id?: string
          includes: string
          price_cents: number
          quote_id: string
          refund_policy?: string | null
          start_time: string
          status?: string
        }
        Update: {
          created_at?: string
          duration_hours?: number
          event_date?: string
          expires_at?: string
          id?: string
          includes?: string
          price_cents?: number
          quote_id?: string
          refund_policy?: string | null
          start_time?: string
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "quote_offers_quote_id_fkey"
            columns: ["quote_id"]
            isOneToOne: false
            referencedRelation: "quotes"
            referencedColumns: ["id"]
          },
        ]
      }
      quote_requests: {
        Row: {
          budget_cents: number | null
          category: string
          created_at: string
          details: string
          duration_hours: number
          event_date: string
          guest_count: number
          host_id: string | null
          id: string
          location: string
          start_time: string
          quote_request_json: Json | null
        }
        Insert: {
          budget_cents?: number | null
          category: string
          created_at?: string
          details: string
          duration_hours: number
          event_date: string
          guest_count: number
          host_id?: string | null
          id?: string
          location: string
          start_time: string
        }
        Update: {
          budget_cents?: number | null
          category?: string
          created_at?: string
          details?: string
          duration_hours?: number
          event_date?: string
          guest_count?: number
          host_id?: string | null
          id?: string
          location?: string
          start_time?: string
        }
        Relationships: []
      }
      quotes: {
        Row: {
          answered_at: string | null
          conversation_id: string | null
          created_at: string
          decline_reason: string | null
          id: string
          request_id: string
          respond_by: string
          status: string
          vendor_id: string
          quote_host_vendor_json: Json | null
          quote_vendor_json: Json | null
        }
        Insert: {
          answered_at?: string | null
          conversation_id?: string | null
          created_at?: string
          decline_reason?: string | null
          id?: string
          request_id: string
          respond_by: string
          status?: string
          vendor_id: string
        }
        Update: {
          answered_at?: string | null
          conversation_id?: string | null
          created_at?: string
          decline_reason?: string | null
          id?: string
          request_id?: string
          respond_by?: string
          status?: string
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "quotes_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "quotes_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: false
            referencedRelation: "quote_requests"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "quotes_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "quotes_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "quotes_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      review_moderation: {
        Row: {
          action: string
          admin_id: string
          created_at: string
          id: number
          reason: string
          review_id: string
        }
        Insert: {
          action: string
          admin_id: string
          created_at?: string
          id?: never
          reason: string
          review_id: string
        }
        Update: {
          action?: string
          admin_id?: string
          created_at?: string
          id?: never
          reason?: string
          review_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "review_moderation_review_id_fkey"
            columns: ["review_id"]
            isOneToOne: false
            referencedRelation: "public_reviews"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_moderation_review_id_fkey"
            columns: ["review_id"]
            isOneToOne: false
            referencedRelation: "reviews"
            referencedColumns: ["id"]
          },
        ]
      }
      review_replies: {
        Row: {
          body: string
          created_at: string
          review_id: string
          user_id: string | null
          vendor_id: string
        }
        Insert: {
          body: string
          created_at?: string
          review_id: string
          user_id?: string | null
          vendor_id: string
        }
        Update: {
          body?: string
          created_at?: string
          review_id?: string
          user_id?: string | null
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "review_replies_review_id_fkey"
            columns: ["review_id"]
            isOneToOne: true
            referencedRelation: "public_reviews"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_replies_review_id_fkey"
            columns: ["review_id"]
            isOneToOne: true
            referencedRelation: "reviews"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_replies_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_replies_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_replies_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      reviews: {
        Row: {
          body: string
          booking_id: string
          created_at: string
          event_month: string
          hidden_at: string | null
          hidden_by: string | null
          hidden_reason: string | null
          id: string
          rating: number
          reviewer_first_name: string
          title: string
          updated_at: string
          user_id: string
          vendor_id: string
        }
        Insert: {
          body: string
          booking_id: string
          created_at?: string
          event_month: string
          hidden_at?: string | null
          hidden_by?: string | null
          hidden_reason?: string | null
          id?: string
          rating: number
          reviewer_first_name: string
          title: string
          updated_at?: string
          user_id: string
          vendor_id: string
        }
        Update: {
          body?: string
          booking_id?: string
          created_at?: string
          event_month?: string
          hidden_at?: string | null
          hidden_by?: string | null
          hidden_reason?: string | null
          id?: string
          rating?: number
          reviewer_first_name?: string
          title?: string
          updated_at?: string
          user_id?: string
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "reviews_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: true
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      served_places: {
        Row: {
          label: string
        }
        Insert: {
          label: string
        }
        Update: {
          label?: string
        }
        Relationships: []
      }
      time_slot_templates: {
        Row: {
          created_at: string
          display_text: string | null
          end_time: string
          id: string
          start_time: string
          user_id: string
        }
        Insert: {
          created_at?: string
          display_text?: string | null
          end_time: string
          id?: string
          start_time: string
          user_id?: string
        }
        Update: {
          created_at?: string
          display_text?: string | null
          end_time?: string
          id?: string
          start_time?: string
          user_id?: string
        }
        Relationships: []
      }
      upload_kinds: {
        Row: {
          bucket_id: string
          kind: string
          max_bytes: number
          max_files: number
          unused_after: string
        }
        Insert: {
          bucket_id: string
          kind: string
          max_bytes: number
          max_files: number
          unused_after: string
        }
        Update: {
          bucket_id?: string
          kind?: string
          max_bytes?: number
          max_files?: number
          unused_after?: string
        }
        Relationships: []
      }
      uploads: {
        Row: {
          bucket_id: string
          bytes: number
          created_at: string
          id: string
          kind: string
          object_name: string
          removing_at: string | null
          unused_since: string | null
          user_id: string
        }
        Insert: {
          bucket_id: string
          bytes: number
          created_at?: string
          id?: string
          kind: string
          object_name: string
          removing_at?: string | null
          unused_since?: string | null
          user_id: string
        }
        Update: {
          bucket_id?: string
          bytes?: number
          created_at?: string
          id?: string
          kind?: string
          object_name?: string
          removing_at?: string | null
          unused_since?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "uploads_kind_fkey"
            columns: ["kind"]
            isOneToOne: false
            referencedRelation: "upload_kinds"
            referencedColumns: ["kind"]
          },
        ]
      }
      users: {
        Row: {
          created_at: string
          email: string | null
          id: string
          message_emails: boolean
          name: string | null
          phone_number: string | null
          terms_accepted_at: string | null
          terms_version: string | null
          type: string | null
        }
        Insert: {
          created_at?: string
          email?: string | null
          id: string
          message_emails?: boolean
          name?: string | null
          phone_number?: string | null
          terms_accepted_at?: string | null
          terms_version?: string | null
          type?: string | null
        }
        Update: {
          created_at?: string
          email?: string | null
          id?: string
          message_emails?: boolean
          name?: string | null
          phone_number?: string | null
          terms_accepted_at?: string | null
          terms_version?: string | null
          type?: string | null
        }
        Relationships: []
      }
      vendor_ai_data: {
        Row: {
          created_at: string
          id: string
          training_data: NonNullable<Json>
          updated_at: string
          user_id: string
          vendor_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          training_data?: NonNullable<Json>
          updated_at?: string
          user_id: string
          vendor_id: string
        }
        Update: {
          created_at?: string
          id?: string
          training_data?: NonNullable<Json>
          updated_at?: string
          user_id?: string
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "vendor_ai_data_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_ai_data_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_ai_data_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      vendor_review_stats: {
        Row: {
          rating_avg: number | null
          rating_sum: number
          review_count: number
          vendor_id: string
        }
        Insert: {
          rating_avg?: never
          rating_sum?: number
          review_count?: number
          vendor_id: string
        }
        Update: {
          rating_avg?: never
          rating_sum?: number
          review_count?: number
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "vendor_review_stats_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_review_stats_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_review_stats_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      vendor_standings: {
        Row: {
          bookings: number
          computed_at: string
          quote_requests: number
          quotes_within_12h: number
          replied_within_24h: number
          reply_turns: number
          review_average: number | null
          review_count: number
          shortfalls: number
          vendor_cancellations: number
          vendor_id: string
        }
        Insert: {
          bookings: number
          computed_at: string
          quote_requests: number
          quotes_within_12h: number
          replied_within_24h: number
          reply_turns: number
          review_average?: number | null
          review_count: number
          shortfalls: number
          vendor_cancellations: number
          vendor_id: string
        }
        Update: {
          bookings?: number
          computed_at?: string
          quote_requests?: number
          quotes_within_12h?: number
          replied_within_24h?: number
          reply_turns?: number
          review_average?: number | null
          review_count?: number
          shortfalls?: number
          vendor_cancellations?: number
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "vendor_standings_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_standings_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_standings_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      vendors: {
        Row: {
          bio: string | null
          cities_served: string[]
          created_at: string
          email: string | null
          experience: number | null
          extra_charge_weekday_night: number | null
          extra_charge_weekend: number | null
          extra_charge_weekend_night: number | null
          id: string
          name: string
          phone: string | null
          photos: string[]
          qualifications: string[]
          rejection_reason: string | null
          servicetype: string | null
          status: string
          status_changed_at: string | null
          status_changed_by: string | null
          submitted_at: string | null
          time_zone: string
          updated_at: string
          user_id: string
        }
        Insert: {
          bio?: string | null
          cities_served?: string[]
          created_at?: string
          email?: string | null
          experience?: number | null
          extra_charge_weekday_night?: number | null
          extra_charge_weekend?: number | null
          extra_charge_weekend_night?: number | null
          id?: string
          name: string
          phone?: string | null
          photos?: string[]
          qualifications?: string[]
          rejection_reason?: string | null
          servicetype?: string | null
          status?: string
          status_changed_at?: string | null
          status_changed_by?: string | null
          submitted_at?: string | null
          time_zone?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          bio?: string | null
          cities_served?: string[]
          created_at?: string
          email?: string | null
          experience?: number | null
          extra_charge_weekday_night?: number | null
          extra_charge_weekend?: number | null
          extra_charge_weekend_night?: number | null
          id?: string
          name?: string
          phone?: string | null
          photos?: string[]
          qualifications?: string[]
          rejection_reason?: string | null
          servicetype?: string | null
          status?: string
          status_changed_at?: string | null
          status_changed_by?: string | null
          submitted_at?: string | null
          time_zone?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      public_reviews: {
        Row: {
          body: string | null
          created_at: string | null
          event_month: string | null
          id: string | null
          rating: number | null
          reply_body: string | null
          reply_created_at: string | null
          reviewer_first_name: string | null
          title: string | null
          updated_at: string | null
          vendor_id: string | null
        }
        Insert: {
          body?: string | null
          created_at?: string | null
          event_month?: string | null
          id?: string | null
          rating?: number | null
          reply_body?: never
          reply_created_at?: never
          reviewer_first_name?: string | null
          title?: string | null
          updated_at?: string | null
          vendor_id?: string | null
        }
        Update: {
          body?: string | null
          created_at?: string | null
          event_month?: string | null
          id?: string | null
          rating?: number | null
          reply_body?: never
          reply_created_at?: never
          reviewer_first_name?: string | null
          title?: string | null
          updated_at?: string | null
          vendor_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "reviews_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      vendor_overview: {
        Row: {
          bio: string | null
          card_price: number | null
          cities_served: string[] | null
          created_at: string | null
          email: string | null
          experience: number | null
          extra_charge_weekday_night: number | null
          extra_charge_weekend: number | null
          extra_charge_weekend_night: number | null
          first_photo: string | null
          id: string | null
          name: string | null
          package_count: number | null
          phone: string | null
          photos: string[] | null
          qualifications: string[] | null
          rejection_reason: string | null
          servicetype: string | null
          standing_computed_at: string | null
          standing_shortfalls: number | null
          status: string | null
          status_changed_at: string | null
          status_changed_by: string | null
          submitted_at: string | null
          time_zone: string | null
          updated_at: string | null
          user_id: string | null
        }
        Relationships: []
      }
      vendor_profiles: {
        Row: {
          bio: string | null
          cities_served: string[] | null
          created_at: string | null
          experience: number | null
          extra_charge_weekday_night: number | null
          extra_charge_weekend: number | null
          extra_charge_weekend_night: number | null
          id: string | null
          name: string | null
          photos: string[] | null
          qualifications: string[] | null
          servicetype: string | null
          time_zone: string | null
        }
        Insert: {
          bio?: string | null
          cities_served?: string[] | null
          created_at?: string | null
          experience?: number | null
          extra_charge_weekday_night?: number | null
          extra_charge_weekend?: number | null
          extra_charge_weekend_night?: number | null
          id?: string | null
          name?: string | null
          photos?: string[] | null
          qualifications?: string[] | null
          servicetype?: string | null
          time_zone?: string | null
        }
        Update: {
          bio?: string | null
          cities_served?: string[] | null
          created_at?: string | null
          experience?: number | null
          extra_charge_weekday_night?: number | null
          extra_charge_weekend?: number | null
          extra_charge_weekend_night?: number | null
          id?: string | null
          name?: string | null
          photos?: string[] | null
          qualifications?: string[] | null
          servicetype?: string | null
          time_zone?: string | null
        }
        Relationships: []
      }
      vendor_ratings: {
        Row: {
          rating_avg: number | null
          review_count: number | null
          vendor_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "vendor_review_stats_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendor_overview"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_review_stats_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendor_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_review_stats_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: true
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      accept_booking_change: {
        Args: { p_change_id: string; p_now?: string; p_user: string }
        Returns: Json
      }
      accept_quote_offer: { Args: { p_offer_id: string }; Returns: string }
      accept_quote_offer_as: {
        Args: { p_offer_id: string; p_user_id: string }
        Returns: string
      }
      accept_terms: {
        Args: { p_version: string }
        Returns: {
          terms_accepted_at: string
          terms_version: string
        }[]
      }
      account_deletion_blockers: {
        Args: { p_user_id: string }
        Returns: string[]
      }
      account_is_deleted: { Args: { p_user_id: string }; Returns: boolean }
      add_dispute_photo: {
        Args: { p_dispute_id: string; p_path: string; p_user: string }
        Returns: {
          created_at: string
          dispute_id: string
          id: number
          path: string
        }
        SetofOptions: {
          from: "*"
          to: "dispute_photos"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_charge_reconciliation: {
        Args: { p_limit?: number; p_offset?: number }
        Returns: {
          bookings: number
          bookings_net_cents: number
          charged_cents: number
          checkout_group_id: string
          event_id: string
          event_name: string
          lines: Json
          net_cents: number
          paid_at: string
          payment_intent_id: string
          reconciles: boolean
          refunded_cents: number
          total_count: number
        }[]
      }
      admin_conversation_messages: {
        Args: {
          p_before_id?: number
          p_conversation_id: string
          p_limit?: number
        }
        Returns: {
          body: string
          booking_id: string
          created_at: string
          hidden: boolean
          hidden_at: string
          hidden_reason: string
          id: number
          sender_id: string
          sender_role: string
        }[]
      }
      admin_dispute_conversation: {
        Args: { p_before_id?: number; p_dispute_id: string; p_limit?: number }
        Returns: {
          body: string
          created_at: string
          hidden: boolean
          id: number
          sender_role: string
        }[]
      }
      admin_disputes: {
        Args: { p_limit?: number; p_offset?: number; p_status?: string }
        Returns: {
          booking_date: string
          booking_id: string
          conversation_id: string
          created_at: string
          customer_email: string
          customer_name: string
          description: string
          id: string
          offer_cents: number
          outcome: string
          paid_cents: number
          photo_count: number
          reason: string
          refund_cents: number
          refunded_cents: number
          status: string
          total_count: number
          vendor_id: string
          vendor_name: string
        }[]
      }
      admin_hide_message: {
        Args: { p_message_id: number; p_reason: string }
        Returns: undefined
      }
      admin_hide_review: {
        Args: { p_reason: string; p_review_id: string }
        Returns: undefined
      }
      admin_payout_failures: {
        Args: { p_limit?: number }
        Returns: {
          amount_cents: number
          attempts: number
          booking_id: string
          entry_id: number
          kind: string
          last_error: string
          next_attempt_at: string
          vendor_id: string
          vendor_name: string
        }[]
      }
      admin_payouts_overview: {
        Args: Record<PropertyKey, never>
        Returns: {
          charged_cents: number
          failed_cents: number
          failed_count: number
          fee_cents: number
          on_hold_cents: number
          paid_bookings: number
          platform_profit_cents: number
          refunded_cents: number
          reversed_cents: number
          scheduled_cents: number
          transferred_cents: number
          vendor_share_cents: number
        }[]
      }
      admin_reported_conversations: {
        Args: { p_before?: string; p_limit?: number }
        Returns: {
          conversation_id: string
          host_blocked: boolean
          host_id: string
          host_name: string
          last_message_at: string
          reported_at: string
          reports: Json
          vendor_blocked: boolean
          vendor_id: string
          vendor_name: string
          vendor_user_id: string
        }[]
      }
      admin_set_messaging_block: {
        Args: { p_blocked: boolean; p_reason: string; p_user_id: string }
        Returns: undefined
      }
      admin_set_vendor_status: {
        Args: { p_reason?: string; p_status: string; p_vendor_id: string }
        Returns: {
          bio: string | null
          cities_served: string[]
          created_at: string
          email: string | null
          experience: number | null
          extra_charge_weekday_night: number | null
          extra_charge_weekend: number | null
          extra_charge_weekend_night: number | null
          id: string
          name: string
          phone: string | null
          photos: string[]
          qualifications: string[]
          rejection_reason: string | null
          servicetype: string | null
          status: string
          status_changed_at: string | null
          status_changed_by: string | null
          submitted_at: string | null
          time_zone: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "vendors"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_vendor_cities: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      admin_vendor_ids: {
        Args: {
          p_available_on: string
          p_city: string
          p_search: string
          p_service_type: string
          p_status: string
        }
        Returns: string[]
      }
      admin_vendor_search: {
        Args: {
          p_available_on?: string
          p_city?: string
          p_search?: string
          p_service_type?: string
          p_status?: string
        }
        Returns: {
          bio: string | null
          card_price: number | null
          cities_served: string[] | null
          created_at: string | null
          email: string | null
          experience: number | null
          extra_charge_weekday_night: number | null
          extra_charge_weekend: number | null
          extra_charge_weekend_night: number | null
          first_photo: string | null
          id: string | null
          name: string | null
          package_count: number | null
          phone: string | null
          photos: string[] | null
          qualifications: string[] | null
          rejection_reason: string | null
          servicetype: string | null
          standing_computed_at: string | null
          standing_shortfalls: number | null
          status: string | null
          status_changed_at: string | null
          status_changed_by: string | null
          submitted_at: string | null
          time_zone: string | null
          updated_at: string | null
          user_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "vendor_overview"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      apply_booking_change_payment: {
        Args: {
          p_change_id: string
          p_payment_intent_id?: string
          p_session_id: string
        }
        Returns: Json
      }
      apply_checkout_payment: {
        Args: {
          p_booking_id: string
          p_payment_intent_id?: string
          p_session_id: string
        }
        Returns: Json
      }
      apply_group_payment: {
        Args: {
          p_group_id: string
          p_payment_intent_id?: string
          p_session_id: string
        }
        Returns: Json
      }
      are_own_listing_photos: {
        Args: { p_owner: string; p_photos: string[] }
        Returns: boolean
      }
      are_served_places: { Args: { p_cities: string[] }; Returns: boolean }
      attach_checkout_group_session: {
        Args: { p_group_id: string; p_session_id: string }
        Returns: boolean
      }
      available_dates: {
        Args: { p_from: string; p_to: string }
        Returns: string[]
      }
      begin_dispute_resolution: {
        Args: {
          p_amount_cents?: number
          p_as: string
          p_dispute_id: string
          p_now?: string
          p_outcome: string
          p_reason?: string
          p_user: string
        }
        Returns: Json
      }
      booking_cents: { Args: { p_amount: number }; Returns: number }
      booking_change_allowed: {
        Args: {
          b: Database["public"]["Tables"]["bookings"]["Row"]
          p_now: string
        }
        Returns: undefined
      }
      booking_change_apply: {
        Args: { p_actor: string; p_change_id: string }
        Returns: {
          answered_at: string | null
          applied_at: string | null
          booking_id: string
          checkout_session_id: string | null
          created_at: string
          decline_reason: string | null
          id: string
          lapse_reason: string | null
          new_date: string
          new_fee_cents: number
          new_guests: number
          new_hours: number
          new_subtotal_cents: number
          new_time: string
          note: string | null
          old_date: string
          old_fee_cents: number
          old_guests: number
          old_hours: number
          old_subtotal_cents: number
          old_time: string
          payment_intent_id: string | null
          proposed_by: string
          proposer_id: string
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "booking_changes"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      booking_change_check_slot: {
        Args: {
          b: Database["public"]["Tables"]["bookings"]["Row"]
          p_range: unknown
        }
        Returns: undefined
      }
      booking_change_post: {
        Args: {
          c: Database["public"]["Tables"]["booking_changes"]["Row"]
          p_body: string
          p_kind: string
          p_sender: string
        }
        Returns: undefined
      }
      booking_change_text: {
        Args: {
          p_date: string
          p_guests: number
          p_hours: number
          p_time: string
          p_total_cents: number
        }
        Returns: string
      }
      booking_change_window_hours: {
        Args: { p_policy: string }
        Returns: number
      }
      booking_charged_cents: {
        Args: { b: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: number
      }
      booking_dispute_window_open: {
        Args: {
          b: Database["public"]["Tables"]["bookings"]["Row"]
          p_now?: string
        }
        Returns: boolean
      }
      booking_disputed: { Args: { p_booking_id: string }; Returns: boolean }
      booking_ends_at: {
        Args: { b: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: string
      }
      booking_fee_kept_cents: {
        Args: { b: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: number
      }
      booking_haystack: {
        Args: {
          p_addons: string
          p_customer_email: string
          p_customer_name: string
          p_instructions: string
          p_location: string
          p_packages: string
        }
        Returns: string
      }
      booking_haystack_without_email: {
        Args: {
          p_addons: string
          p_customer_name: string
          p_instructions: string
          p_location: string
          p_packages: string
        }
        Returns: string
      }
      booking_paid_cents: {
        Args: { b: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: number
      }
      booking_payments: {
        Args: { p_booking_id: string }
        Returns: {
          amount_cents: number
          ord: number
          payment_intent_id: string
        }[]
      }
      booking_platform_cents: {
        Args: { b: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: number
      }
      booking_receipt: {
        Args: { p_booking_id: string }
        Returns: {
          booked_at: string
          booking_date: string
          booking_id: string
          booking_time: string
          cancelled_at: string
          charged_cents: number
          completed_at: string
          customer_email: string
          customer_name: string
          duration_hours: number
          event_location: string
          fee_cents: number
          guest_count: number
          net_paid_cents: number
          paid_at: string
          payment_status: string
          refunded_cents: number
          refunds: Json
          selected_addons: string
          selected_packages: string
          subtotal_cents: number
          vendor_id: string
          vendor_name: string
        }[]
      }
      booking_search: {
        Args: {
          p_created_from?: string
          p_created_to?: string
          p_search?: string
          p_statuses?: string[]
          p_vendor_id?: string
        }
        Returns: {
          addon_selections: NonNullable<Json>
          booking_date: string
          booking_time: string
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          change_refunded_cents: number
          checkout_group_id: string | null
          checkout_session_id: string | null
          completed_at: string | null
          created_at: string
          customer_email: string
          customer_name: string | null
          duration_hours: number
          event_id: string | null
          event_location: string | null
          guest_count: number
          held_at: string | null
          id: string
          package_id: string | null
          paid_at: string | null
          payment_intent_id: string | null
          payment_status: string
          processing_fee: number | null
          quote_offer_id: string | null
          refunded_cents: number
          selected_addons: string | null
          selected_packages: string | null
          special_instructions: string | null
          time_range: unknown
          total_amount: number
          updated_at: string
          user_id: string | null
          vendor_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      booking_search_ids: { Args: { p_search: string }; Returns: string[] }
      booking_search_page: {
        Args: {
          p_ascending?: boolean
          p_created_from?: string
          p_created_to?: string
          p_limit?: number
          p_offset?: number
          p_search?: string
          p_sort?: string
          p_statuses?: string[]
          p_vendor_id?: string
        }
        Returns: {
          addon_selections: NonNullable<Json>
          booking_date: string
          booking_time: string
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          change_refunded_cents: number
          checkout_group_id: string | null
          checkout_session_id: string | null
          completed_at: string | null
          created_at: string
          customer_email: string
          customer_name: string | null
          duration_hours: number
          event_id: string | null
          event_location: string | null
          guest_count: number
          held_at: string | null
          id: string
          package_id: string | null
          paid_at: string | null
          payment_intent_id: string | null
          payment_status: string
          processing_fee: number | null
          quote_offer_id: string | null
          refunded_cents: number
          selected_addons: string | null
          selected_packages: string | null
          special_instructions: string | null
          time_range: unknown
          total_amount: number
          updated_at: string
          user_id: string | null
          vendor_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      booking_side: {
        Args: {
          b: Database["public"]["Tables"]["bookings"]["Row"]
          p_user: string
        }
        Returns: string
      }
      booking_starts_at: {
        Args: { b: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: string
      }
      booking_summary: {
        Args: {
          p_created_from?: string
          p_created_to?: string
          p_search?: string
          p_statuses?: string[]
          p_vendor_id?: string
        }
        Returns: {
          cancelled: number
          completed: number
          paid: number
          pending: number
          platform_profit_cents: number
          revenue_cents: number
          total_bookings: number
        }[]
      }
      booking_vendor_due_cents: {
        Args: {
          b: Database["public"]["Tables"]["bookings"]["Row"]
          p_now: string
        }
        Returns: number
      }
      booking_vendor_share_cents: {
        Args: { b: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: number
      }
      browse_cities: { Args: Record<PropertyKey, never>; Returns: string[] }
      browse_vendors: {
        Args: {
          p_city?: string
          p_date?: string
          p_limit?: number
          p_min_rating?: number
          p_offset?: number
          p_service_type?: string
          p_sort?: string
        }
        Returns: {
          card_price: number
          cities_served: string[]
          created_at: string
          experience: number
          id: string
          name: string
          photos: string[]
          rating_avg: number
          review_count: number
          servicetype: string
          total_count: number
        }[]
      }
      calendar_booking_json: {
        Args: {
          b: Database["public"]["Tables"]["bookings"]["Row"]
          p_for: string
        }
        Returns: Json
      }
      calendar_event_file: { Args: { p_event_id: string }; Returns: Json }
      calendar_event_json: { Args: { p_event_id: string }; Returns: Json }
      calendar_feed: {
        Args: { p_now?: string; p_token: string }
        Returns: Json
      }
      calendar_feed_token: { Args: { p_user_id: string }; Returns: string }
      caller_identity: {
        Args: Record<PropertyKey, never>
        Returns: {
          email: string
          name: string
        }[]
      }
      can_read_dispute_photo: { Args: { p_name: string }; Returns: boolean }
      can_view_vendor: { Args: { p_vendor_id: string }; Returns: boolean }
      check_booking_slot: {
        Args: { p_booking_id: string; p_range: unknown; p_vendor_id: string }
        Returns: undefined
      }
      check_event_fields: {
        Args: {
          p_categories: string[]
          p_city: string
          p_event_date: string
          p_guests: number
          p_hours: number
          p_name: string
          p_start_time: string
        }
        Returns: undefined
      }
      city_time_zone: { Args: { p_city: string }; Returns: string }
      claim_booking_emails: {
        Args: { p_limit?: number }
        Returns: {
          attempts: number
          booking_change_id: string | null
          booking_id: string
          claimed_at: string | null
          created_at: string
          id: number
          kind: string
          last_error: string | null
          recipient: string
          sent_at: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "booking_emails"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      claim_event_reminders: {
        Args: { p_limit?: number; p_now?: string }
        Returns: {
          booking_id: string
          duration_hours: number
          event_date: string
          event_id: string
          feed_token: string
          guest_count: number
          host_name: string
          id: number
          location: string
          recipient: string
          recipient_email: string
          recipient_name: string
          start_time: string
          time_zone: string
          title: string
          vendor_name: string
          vendors: Json
        }[]
      }
      claim_message_emails: {
        Args: { p_limit?: number }
        Returns: {
          conversation_id: string
          id: number
          listing_name: string
          preview: string
          recipient_email: string
          recipient_role: string
          sender_first_name: string
          unread_count: number
        }[]
      }
      claim_payout_entries: {
        Args: { p_limit?: number; p_now?: string }
        Returns: {
          amount_cents: number
          attempts: number
          booking_id: string
          id: number
          kind: string
          refusals: number
          stripe_account_id: string
          transfer_group: string
          transfer_provider_id: string
          vendor_id: string
        }[]
      }
      claim_quote_emails: {
        Args: { p_limit?: number }
        Returns: {
          decline_reason: string
          event_text: string
          host_first_name: string
          id: number
          kind: string
          location: string
          offer_expires_at: string
          price_cents: number
          quote_id: string
          recipient: string
          recipient_email: string
          request_id: string
          time_zone: string
          vendor_name: string
        }[]
      }
      claim_unused_uploads: {
        Args: { p_limit?: number; p_now?: string }
        Returns: {
          bucket_id: string
          id: string
          object_name: string
        }[]
      }
      complete_finished_bookings: { Args: { p_now?: string }; Returns: number }
      confirm_newsletter: { Args: { p_token: string }; Returns: boolean }
      conversation_details: {
        Args: { p_conversation_id: string }
        Returns: Json
      }
      conversation_for_booking: {
        Args: { p_booking_id: string }
        Returns: string
      }
      conversation_messages: {
        Args: {
          p_before_id?: number
          p_conversation_id: string
          p_limit?: number
        }
        Returns: {
          body: string
          booking_date: string
          booking_id: string
          conversation_id: string
          created_at: string
          hidden: boolean
          id: number
          kind: string
          mine: boolean
          quote_id: string
          quote_request_id: string
          sender_id: string
        }[]
      }
      create_booking: {
        Args: {
          p_addon_selections: Json
          p_booking_date: string
          p_booking_time: string
          p_duration_hours: number
          p_event_id?: string
          p_event_location: string
          p_guest_count: number
          p_package_id: string
          p_processing_fee: number
          p_special_instructions: string
          p_total_amount: number
          p_user_id: string
          p_vendor_id: string
        }
        Returns: string
      }
      create_checkout_group: {
        Args: { p_event_id: string; p_items: Json; p_user_id: string }
        Returns: Json
      }
      create_event: {
        Args: {
          p_categories?: string[]
          p_city: string
          p_event_date: string
          p_guests: number
          p_hours: number
          p_name: string
          p_start_time: string
          p_time_zone?: string
        }
        Returns: string
      }
      decline_booking_change: {
        Args: { p_change_id: string; p_reason?: string }
        Returns: {
          answered_at: string | null
          applied_at: string | null
          booking_id: string
          checkout_session_id: string | null
          created_at: string
          decline_reason: string | null
          id: string
          lapse_reason: string | null
          new_date: string
          new_fee_cents: number
          new_guests: number
          new_hours: number
          new_subtotal_cents: number
          new_time: string
          note: string | null
          old_date: string
          old_fee_cents: number
          old_guests: number
          old_hours: number
          old_subtotal_cents: number
          old_time: string
          payment_intent_id: string | null
          proposed_by: string
          proposer_id: string
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "booking_changes"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      decline_quote: {
        Args: { p_quote_id: string; p_reason: string }
        Returns: undefined
      }
      deidentify_account: { Args: { p_user_id: string }; Returns: undefined }
      delete_account: { Args: { p_user_id: string }; Returns: Json }
      delete_event: { Args: { p_event_id: string }; Returns: undefined }
      delete_expired_messages: {
        Args: { p_limit?: number; p_now?: string }
        Returns: number
      }
      dispute_detail: {
        Args: { p_dispute_id: string }
        Returns: {
          booking_date: string
          booking_id: string
          booking_time: string
          created_at: string
          customer_name: string
          description: string
          id: string
          last_error: string
          left_cents: number
          offer_cents: number
          offered_at: string
          outcome: string
          paid_cents: number
          payout_held: boolean
          reason: string
          refund_cents: number
          refunded_cents: number
          resolution_reason: string
          resolved_at: string
          selected_packages: string
          status: string
          subtotal_cents: number
          vendor_id: string
          vendor_name: string
          vendor_share_cents: number
          viewer_role: string
        }[]
      }
      dispute_role: { Args: { p_dispute_id: string }; Returns: string }
      edit_review: {
        Args: {
          p_body: string
          p_rating: number
          p_review_id: string
          p_title: string
        }
        Returns: undefined
      }
      ensure_conversation: {
        Args: { p_host_id: string; p_started_by: string; p_vendor_id: string }
        Returns: string
      }
      event_details: { Args: { p_event_id: string }; Returns: Json }
      event_shortlist_items: {
        Args: { p_event_id: string }
        Returns: {
          available: boolean
          name: string
          offers: Json
          packages: Json
          photo: string
          rating: number
          response_minutes: number
          review_count: number
          saved_at: string
          servicetype: string
          shortlisted: boolean
          vendor_id: string
        }[]
      }
      event_starts_at: {
        Args: { p_date: string; p_time: string; p_zone: string }
        Returns: string
      }
      expire_quotes: { Args: { p_now?: string }; Returns: number }
      export_my_data: { Args: Record<PropertyKey, never>; Returns: Json }
      finish_booking_email: {
        Args: { p_error?: string; p_id: number }
        Returns: undefined
      }
      finish_event_reminder: {
        Args: { p_error?: string; p_id: number }
        Returns: undefined
      }
      finish_message_email: {
        Args: { p_error?: string; p_id: number }
        Returns: undefined
      }
      finish_payout_entry: {
        Args: {
          p_error?: string
          p_id: number
          p_now?: string
          p_provider_id?: string
          p_refused?: boolean
        }
        Returns: {
          amount_cents: number
          attempts: number
          booking_id: string
          claimed_at: string | null
          created_at: string
          id: number
          kind: string
          last_error: string | null
          next_attempt_at: string | null
          provider_id: string | null
          refusals: number
          settled_at: string | null
          status: string
          transfer_entry_id: number | null
          vendor_id: string
        }
        SetofOptions: {
          from: "*"
          to: "payout_ledger"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      finish_quote_email: {
        Args: { p_error?: string; p_id: number }
        Returns: undefined
      }
      finish_upload_removal: { Args: { p_ids: string[] }; Returns: number }
      has_open_dispute: { Args: { p_user_id: string }; Returns: boolean }
      hold_is_active: {
        Args: { b: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: boolean
      }
      hold_is_stale: {
        Args: { b: Database["public"]["Tables"]["bookings"]["Row"] }
        Returns: boolean
      }
      host_quote_requests: {
        Args: { p_before?: string; p_limit?: number }
        Returns: {
          budget_cents: number
          category: string
          created_at: string
          details: string
          duration_hours: number
          event_date: string
          guest_count: number
          id: string
          location: string
          start_time: string
          vendors: Json
        }[]
      }
      inbox: {
        Args: { p_before?: string; p_limit?: number }
        Returns: {
          conversation_id: string
          last_message_at: string
          last_message_mine: boolean
          last_message_preview: string
          my_role: string
          other_name: string
          unread: boolean
          vendor_id: string
          vendor_name: string
        }[]
      }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_finite: { Args: { p: number }; Returns: boolean }
      is_own_listing: {
        Args: { p_user_id: string; p_vendor_id: string }
        Returns: boolean
      }
      is_time_zone: { Args: { p_zone: string }; Returns: boolean }
      is_trusted_caller: { Args: Record<PropertyKey, never>; Returns: boolean }
      lapse_booking_change: {
        Args: { p_change_id: string; p_session_id: string }
        Returns: boolean
      }
      listing_is_editable: { Args: { p_status: string }; Returns: boolean }
      listing_is_live: { Args: { p_vendor_id: string }; Returns: boolean }
      listing_is_visible: { Args: { p_vendor_id: string }; Returns: boolean }
      lock_own_vendor: {
        Args: { p_vendor_id: string }
        Returns: {
          bio: string | null
          cities_served: string[]
          created_at: string
          email: string | null
          experience: number | null
          extra_charge_weekday_night: number | null
          extra_charge_weekend: number | null
          extra_charge_weekend_night: number | null
          id: string
          name: string
          phone: string | null
          photos: string[]
          qualifications: string[]
          rejection_reason: string | null
          servicetype: string | null
          status: string
          status_changed_at: string | null
          status_changed_by: string | null
          submitted_at: string | null
          time_zone: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "vendors"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      make_quote_offer: {
        Args: {
          p_event_date: string
          p_expires_at: string
          p_hours: number
          p_includes: string
          p_price_cents: number
          p_quote_id: string
          p_refund_policy?: string
          p_start_time: string
        }
        Returns: string
      }
      mark_conversation_read: {
        Args: { p_conversation_id: string }
        Returns: undefined
      }
      mask_contact_details: { Args: { p_text: string }; Returns: string }
      message_contact_placeholder: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      message_json: {
        Args: {
          m: Database["public"]["Tables"]["messages"]["Row"]
          p_mine: boolean
          p_unlocked: boolean
        }
        Returns: Json
      }
      messaging_blocked: { Args: { p_user_id: string }; Returns: boolean }
      messaging_contact_unlocked: {
        Args: { p_host_id: string; p_vendor_id: string }
        Returns: boolean
      }
      messaging_first_name: { Args: { p_user_id: string }; Returns: string }
      messaging_require_admin: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      messaging_topic_allowed: { Args: { p_topic: string }; Returns: boolean }
      money_figures: {
        Args: { p_booking_id?: string; p_vendor_id?: string }
        Returns: {
          bookings: number
          cancellation_kept_cents: number
          charged_cents: number
          failed_cents: number
          failed_count: number
          fee_cents: number
          fees_kept_cents: number
          held_cents: number
          late_cancellation_cents: number
          paid_to_vendors_cents: number
          platform_profit_cents: number
          refunded_cents: number
          reversed_cents: number
          reversing_cents: number
          scheduled_cents: number
          vendor_share_cents: number
        }[]
      }
      my_booking_tab: {
        Args: { p_booking_id: string; p_today: string }
        Returns: string
      }
      my_bookings: {
        Args: {
          p_limit?: number
          p_offset?: number
          p_tab: string
          p_today: string
        }
        Returns: {
          addon_selections: NonNullable<Json>
          booking_date: string
          booking_time: string
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          change_refunded_cents: number
          checkout_group_id: string | null
          checkout_session_id: string | null
          completed_at: string | null
          created_at: string
          customer_email: string
          customer_name: string | null
          duration_hours: number
          event_id: string | null
          event_location: string | null
          guest_count: number
          held_at: string | null
          id: string
          package_id: string | null
          paid_at: string | null
          payment_intent_id: string | null
          payment_status: string
          processing_fee: number | null
          quote_offer_id: string | null
          refunded_cents: number
          selected_addons: string | null
          selected_packages: string | null
          special_instructions: string | null
          time_range: unknown
          total_amount: number
          updated_at: string
          user_id: string | null
          vendor_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      my_bookings_tab: {
        Args: {
          b: Database["public"]["Tables"]["bookings"]["Row"]
          p_today: string
        }
        Returns: string
      }
      my_calendar_feed: { Args: Record<PropertyKey, never>; Returns: string }
      my_conversation: {
        Args: { p_conversation_id: string; p_lock?: boolean }
        Returns: {
          created_at: string
          host_id: string
          host_last_read_at: string | null
          host_unread_since: string | null
          id: string
          last_message_at: string | null
          last_message_id: number | null
          last_sender_id: string | null
          reported_at: string | null
          started_by: string | null
          vendor_id: string
          vendor_last_read_at: string | null
          vendor_unread_since: string | null
          vendor_user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "conversations"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      my_event: {
        Args: { p_event_id: string }
        Returns: {
          categories: string[]
          city: string
          created_at: string
          duration_hours: number
          event_date: string
          guest_count: number
          host_id: string
          id: string
          is_current: boolean
          name: string
          start_time: string
          time_zone: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "events"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      my_events: {
        Args: Record<PropertyKey, never>
        Returns: {
          booked_count: number
          categories: string[]
          city: string
          duration_hours: number
          event_date: string
          guest_count: number
          id: string
          is_current: boolean
          name: string
          shortlist_count: number
          start_time: string
          time_zone: string
        }[]
      }
      my_favourites: {
        Args: { p_limit?: number; p_offset?: number }
        Returns: {
          card_price: number
          favourited_at: string
          id: string
          name: string
          photos: string[]
          rating_avg: number
          review_count: number
          servicetype: string
          total_count: number
        }[]
      }
      my_vendor_quote: {
        Args: { p_quote_id: string }
        Returns: {
          answered_at: string | null
          conversation_id: string | null
          created_at: string
          decline_reason: string | null
          id: string
          request_id: string
          respond_by: string
          status: string
          vendor_id: string
        }
        SetofOptions: {
          from: "*"
          to: "quotes"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      newsletter_confirmation_failed: {
        Args: { p_email: string }
        Returns: undefined
      }
      newsletter_confirmation_token: {
        Args: { p_email: string }
        Returns: string
      }
      offer_dispute_refund: {
        Args: { p_amount_cents: number; p_dispute_id: string }
        Returns: {
          booking_id: string
          created_at: string
          description: string
          host_id: string | null
          id: string
          last_error: string | null
          offer_cents: number | null
          offered_at: string | null
          outcome: string | null
          reason: string
          refund_cents: number | null
          refund_id: string | null
          resolution_reason: string | null
          resolved_at: string | null
          resolved_by: string | null
          status: string
          updated_at: string
          vendor_id: string
        }
        SetofOptions: {
          from: "*"
          to: "disputes"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      owns_vendor: { Args: { p_vendor_id: string }; Returns: boolean }
      payout_statement: {
        Args: { p_entry_id: number }
        Returns: {
          amount_cents: number
          booking_date: string
          booking_id: string
          booking_time: string
          created_at: string
          customer_name: string
          entry_id: number
          kind: string
          net_cents: number
          provider_id: string
          refunded_cents: number
          reversals: Json
          reversed_cents: number
          selected_addons: string
          selected_packages: string
          settled_at: string
          status: string
          subtotal_cents: number
          vendor_id: string
          vendor_name: string
        }[]
      }
      platform_profit_cents: { Args: { p_cents: number }; Returns: number }
      post_dispute_message: {
        Args: { p_body: string; p_dispute_id: string }
        Returns: {
          author_id: string | null
          author_role: string
          body: string
          created_at: string
          dispute_id: string
          id: number
        }
        SetofOptions: {
          from: "*"
          to: "dispute_messages"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      propose_booking_change: {
        Args: {
          p_booking_id: string
          p_date: string
          p_guests: number
          p_hours: number
          p_note?: string
          p_now?: string
          p_subtotal_cents: number
          p_time: string
          p_user: string
        }
        Returns: {
          answered_at: string | null
          applied_at: string | null
          booking_id: string
          checkout_session_id: string | null
          created_at: string
          decline_reason: string | null
          id: string
          lapse_reason: string | null
          new_date: string
          new_fee_cents: number
          new_guests: number
          new_hours: number
          new_subtotal_cents: number
          new_time: string
          note: string | null
          old_date: string
          old_fee_cents: number
          old_guests: number
          old_hours: number
          old_subtotal_cents: number
          old_time: string
          payment_intent_id: string | null
          proposed_by: string
          proposer_id: string
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "booking_changes"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      purge_deleted_accounts: {
        Args: { p_limit?: number; p_now?: string }
        Returns: number
      }
      queue_booking_change_email: {
        Args: { p_change_id: string; p_kind: string; p_recipient: string }
        Returns: undefined
      }
      queue_booking_email: {
        Args: { p_booking_id: string; p_kind: string; p_recipient: string }
        Returns: undefined
      }
      queue_event_reminders: { Args: { p_now?: string }; Returns: number }
      queue_message_emails: { Args: { p_now?: string }; Returns: number }
      queue_quote_email: {
        Args: {
          p_kind: string
          p_offer_id: string
          p_quote_id: string
          p_recipient: string
        }
        Returns: undefined
      }
      quote_host_vendor_json: {
        Args: { q: Database["public"]["Tables"]["quotes"]["Row"] }
        Returns: Json
      }
      quote_money_text: { Args: { p_cents: number }; Returns: string }
      quote_offer_booking: {
        Args: { p_offer_id: string }
        Returns: {
          addon_selections: NonNullable<Json>
          booking_date: string
          booking_time: string
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          change_refunded_cents: number
          checkout_group_id: string | null
          checkout_session_id: string | null
          completed_at: string | null
          created_at: string
          customer_email: string
          customer_name: string | null
          duration_hours: number
          event_id: string | null
          event_location: string | null
          guest_count: number
          held_at: string | null
          id: string
          package_id: string | null
          paid_at: string | null
          payment_intent_id: string | null
          payment_status: string
          processing_fee: number | null
          quote_offer_id: string | null
          refunded_cents: number
          selected_addons: string | null
          selected_packages: string | null
          special_instructions: string | null
          time_range: unknown
          total_amount: number
          updated_at: string
          user_id: string | null
          vendor_id: string
        }
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      quote_offer_held: { Args: { p_offer_id: string }; Returns: boolean }
      quote_offer_json: {
        Args: {
          o: Database["public"]["Tables"]["quote_offers"]["Row"]
          p_unlocked: boolean
        }
        Returns: Json
      }
      quote_offer_problem: {
        Args: {
          p_event_start: string
          p_expires_at: string
          p_hours: number
          p_includes: string
          p_now: string
          p_price_cents: number
          p_refund_policy: string
        }
        Returns: string
      }
      quote_post_message: {
        Args: {
          p_body: string
          p_kind: string
          p_sender: string
          q: Database["public"]["Tables"]["quotes"]["Row"]
        }
        Returns: undefined
      }
      quote_request_details: { Args: { p_request_id: string }; Returns: Json }
      quote_request_json: {
        Args: { r: Database["public"]["Tables"]["quote_requests"]["Row"] }
        Returns: Json
      }
      quote_request_problem: {
        Args: {
          p_budget_cents: number
          p_details: string
          p_event_date: string
          p_guests: number
          p_hours: number
          p_location: string
          p_start_time: string
          p_today: string
        }
        Returns: string
      }
      quote_retire_offer: {
        Args: { p_actor: string; p_offer_id: string; p_status: string }
        Returns: undefined
      }
      quote_shown_offer: {
        Args: { p_quote_id: string }
        Returns: {
          created_at: string
          duration_hours: number
          event_date: string
          expires_at: string
          id: string
          includes: string
          price_cents: number
          quote_id: string
          refund_policy: string | null
          start_time: string
          status: string
        }
        SetofOptions: {
          from: "*"
          to: "quote_offers"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      quote_vendor_availability: {
        Args: { p_date: string; p_vendor_ids: string[] }
        Returns: {
          available: boolean
          vendor_id: string
        }[]
      }
      quote_vendor_json: {
        Args: { q: Database["public"]["Tables"]["quotes"]["Row"] }
        Returns: Json
      }
      quote_when_text: {
        Args: { p_date: string; p_hours: number; p_time: string }
        Returns: string
      }
      refresh_vendor_standings: {
        Args: { p_limit?: number; p_now?: string }
        Returns: number
      }
      refuse_own_listing: {
        Args: { p_action: string; p_user_id: string; p_vendor_id: string }
        Returns: undefined
      }
      release_checkout_group: {
        Args: { p_group_id: string; p_session_id?: string }
        Returns: string
      }
      release_upload: { Args: { p_id: string }; Returns: undefined }
      reopen_booking_refund_part: {
        Args: { p_part_id: string }
        Returns: {
          amount_cents: number
          attempt: number
          created_at: string
          failure_message: string | null
          id: string
          idempotency_key: string
          payment_intent_id: string
          position: number
          provider_refund_id: string | null
          refund_id: string
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "booking_refund_parts"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      replace_vendor_addons: {
        Args: { p_addons: Json; p_vendor_id: string }
        Returns: {
          charging_type: string
          created_at: string
          id: string
          item: string
          price: number
          vendor_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "addons"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      replace_vendor_packages: {
        Args: { p_packages: Json; p_vendor_id: string }
        Returns: {
          charging_type: string
          created_at: string
          description: string | null
          duration_hours: number | null
          extra_charge_weekday_night: number | null
          extra_charge_weekend: number | null
          extra_charge_weekend_night: number | null
          id: string
          max_guests: number | null
          max_hours: number | null
          minimum_hours: number | null
          minimum_spend: number | null
          name: string
          price: number
          vendor_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "Packages"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      reply_to_review: {
        Args: { p_body: string; p_review_id: string }
        Returns: undefined
      }
      report_conversation: {
        Args: { p_conversation_id: string; p_reason: string }
        Returns: undefined
      }
      report_dispute: {
        Args: {
          p_booking_id: string
          p_description: string
          p_now?: string
          p_reason: string
        }
        Returns: {
          booking_id: string
          created_at: string
          description: string
          host_id: string | null
          id: string
          last_error: string | null
          offer_cents: number | null
          offered_at: string | null
          outcome: string | null
          reason: string
          refund_cents: number | null
          refund_id: string | null
          resolution_reason: string | null
          resolved_at: string | null
          resolved_by: string | null
          status: string
          updated_at: string
          vendor_id: string
        }
        SetofOptions: {
          from: "*"
          to: "disputes"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      request_booking_cancellation: {
        Args: { p_booking_id: string; p_reason: string }
        Returns: {
          booking_id: string
          created_at: string
          reason: string
          requested_by: string
          vendor_id: string
        }
        SetofOptions: {
          from: "*"
          to: "booking_cancel_requests"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      request_quotes: {
        Args: {
          p_budget_cents: number
          p_details: string
          p_event_date: string
          p_guests: number
          p_hours: number
          p_location: string
          p_start_time: string
          p_vendor_ids: string[]
        }
        Returns: string
      }
      reserve_booking: {
        Args: { p_booking_id: string }
        Returns: {
          addon_selections: NonNullable<Json>
          booking_date: string
          booking_time: string
          cancellation_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          change_refunded_cents: number
          checkout_group_id: string | null
          checkout_session_id: string | null
          completed_at: string | null
          created_at: string
          customer_email: string
          customer_name: string | null
          duration_hours: number
          event_id: string | null
          event_location: string | null
          guest_count: number
          held_at: string | null
          id: string
          package_id: string | null
          paid_at: string | null
          payment_intent_id: string | null
          payment_status: string
          processing_fee: number | null
          quote_offer_id: string | null
          refunded_cents: number
          selected_addons: string | null
          selected_packages: string | null
          special_instructions: string | null
          time_range: unknown
          total_amount: number
          updated_at: string
          user_id: string | null
          vendor_id: string
        }
        SetofOptions: {
          from: "*"
          to: "bookings"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      reserve_upload: {
        Args: {
          p_bytes: number
          p_kind: string
          p_object_name: string
          p_user_id: string
        }
        Returns: Json
      }
      reset_calendar_feed: { Args: Record<PropertyKey, never>; Returns: string }
      response_time_label: {
        Args: { p_conversations: number; p_median_seconds: number }
        Returns: string
      }
      review_text_check: {
        Args: { p_body: string; p_rating: number; p_title: string }
        Returns: undefined
      }
      save_payout_account: {
        Args: {
          p_details_submitted: boolean
          p_payouts_enabled: boolean
          p_stripe_account_id: string
          p_vendor_id: string
        }
        Returns: {
          created_at: string
          details_submitted: boolean
          state: string
          stripe_account_id: string
          updated_at: string
          vendor_id: string
        }
        SetofOptions: {
          from: "*"
          to: "payout_accounts"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      schedule_payouts: { Args: { p_now?: string }; Returns: Json }
      search_pattern: { Args: { p_search: string }; Returns: string }
      send_message: {
        Args: {
          p_body: string
          p_booking_id?: string
          p_conversation_id: string
        }
        Returns: Json
      }
      set_current_event: { Args: { p_event_id: string }; Returns: undefined }
      settle_booking_refund: {
        Args: {
          p_message?: string
          p_provider_refund_id?: string
          p_refund_id: string
          p_status: string
        }
        Returns: {
          amount_cents: number
          booking_change_id: string | null
          booking_id: string
          created_at: string
          failure_message: string | null
          id: string
          kind: string
          payment_intent_id: string | null
          provider_refund_id: string | null
          reason: string | null
          requested_by: string | null
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "booking_refunds"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      settle_booking_refund_part: {
        Args: {
          p_message?: string
          p_part_id?: string
          p_provider_refund_id?: string
          p_refund_id: string
          p_status: string
        }
        Returns: {
          amount_cents: number
          booking_change_id: string | null
          booking_id: string
          created_at: string
          failure_message: string | null
          id: string
          kind: string
          payment_intent_id: string | null
          provider_refund_id: string | null
          reason: string | null
          requested_by: string | null
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "booking_refunds"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      standing_rule_status: {
        Args: { p_cases: number; p_rule: string; p_value: number }
        Returns: string
      }
      standing_shortfalls: {
        Args: {
          p_bookings: number
          p_quote_requests: number
          p_quotes_within_12h: number
          p_replied_within_24h: number
          p_reply_turns: number
          p_review_average: number
          p_review_count: number
          p_vendor_cancellations: number
        }
        Returns: number
      }
      start_booking_change_payment: {
        Args: { p_change_id: string; p_user: string }
        Returns: Json
      }
      start_booking_refund: {
        Args: {
          p_amount_cents: number
          p_booking_id: string
          p_kind: string
          p_now?: string
          p_reason?: string
          p_user?: string
        }
        Returns: Json
      }
      start_conversation: { Args: { p_vendor_id: string }; Returns: string }
      start_listing_edit: {
        Args: { p_vendor_id: string }
        Returns: {
          bio: string | null
          cities_served: string[]
          created_at: string
          email: string | null
          experience: number | null
          extra_charge_weekday_night: number | null
          extra_charge_weekend: number | null
          extra_charge_weekend_night: number | null
          id: string
          name: string
          phone: string | null
          photos: string[]
          qualifications: string[]
          rejection_reason: string | null
          servicetype: string | null
          status: string
          status_changed_at: string | null
          status_changed_by: string | null
          submitted_at: string | null
          time_zone: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "vendors"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      submit_listing: {
        Args: { p_vendor_id: string }
        Returns: {
          bio: string | null
          cities_served: string[]
          created_at: string
          email: string | null
          experience: number | null
          extra_charge_weekday_night: number | null
          extra_charge_weekend: number | null
          extra_charge_weekend_night: number | null
          id: string
          name: string
          phone: string | null
          photos: string[]
          qualifications: string[]
          rejection_reason: string | null
          servicetype: string | null
          status: string
          status_changed_at: string | null
          status_changed_by: string | null
          submitted_at: string | null
          time_zone: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "vendors"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      submit_review: {
        Args: {
          p_body: string
          p_booking_id: string
          p_rating: number
          p_title: string
        }
        Returns: string
      }
      terms_version_ok: { Args: { p_version: string }; Returns: boolean }
      toggle_shortlist: {
        Args: { p_event_id?: string; p_vendor_id: string }
        Returns: boolean
      }
      track_upload_use: {
        Args: { p_after: string[]; p_before: string[]; p_bucket_id: string }
        Returns: undefined
      }
      unread_conversations_count: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      update_event: {
        Args: {
          p_categories?: string[]
          p_city: string
          p_event_date: string
          p_event_id: string
          p_guests: number
          p_hours: number
          p_name: string
          p_start_time: string
          p_time_zone?: string
        }
        Returns: undefined
      }
      upload_in_use: {
        Args: { p_bucket_id: string; p_object_name: string }
        Returns: boolean
      }
      upsert_user_profile: {
        Args: { u: Database["public"]["Tables"]["users"]["Row"] }
        Returns: undefined
      }
      user_text_check: {
        Args: { p_field: string; p_required_message?: string; p_value: string }
        Returns: undefined
      }
      user_text_ok:
        | { Args: { p_required?: boolean; p_value: string }; Returns: boolean }
        | {
            Args: { p_required?: boolean; p_values: string[] }
            Returns: boolean
          }
      user_text_problem: { Args: { p_value: string }; Returns: string }
      vendor_available_dates: {
        Args: { p_from: string; p_vendor_id: string }
        Returns: string[]
      }
      vendor_blocking_bookings: {
        Args: { p_date: string; p_vendor_id: string }
        Returns: {
          booking_date: string
          booking_time: string
          duration_hours: number
          ends_at: string
          starts_at: string
        }[]
      }
      vendor_card_price: { Args: { p_vendor_id: string }; Returns: number }
      vendor_day_windows: {
        Args: { p_date: string; p_vendor_id: string }
        Returns: {
          date: string
          end_time: string
          id: string
          start_time: string
          time_slot_text: string
        }[]
      }
      vendor_earnings: {
        Args: { p_vendor_id: string }
        Returns: {
          failed_count: number
          on_hold_cents: number
          paid_out_cents: number
          reversed_cents: number
          scheduled_cents: number
        }[]
      }
      vendor_for_caller: {
        Args: { p_vendor_id: string }
        Returns: {
          bio: string | null
          cities_served: string[]
          created_at: string
          email: string | null
          experience: number | null
          extra_charge_weekday_night: number | null
          extra_charge_weekend: number | null
          extra_charge_weekend_night: number | null
          id: string
          name: string
          phone: string | null
          photos: string[]
          qualifications: string[]
          rejection_reason: string | null
          servicetype: string | null
          status: string
          status_changed_at: string | null
          status_changed_by: string | null
          submitted_at: string | null
          time_zone: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "vendors"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      vendor_free_for_event: {
        Args: { p_range: unknown; p_vendor_id: string }
        Returns: boolean
      }
      vendor_messaging_summary: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      vendor_payouts: {
        Args: { p_limit?: number; p_offset?: number; p_vendor_id: string }
        Returns: {
          amount_cents: number
          booking_date: string
          booking_id: string
          booking_status: string
          booking_time: string
          created_at: string
          customer_name: string
          entry_id: number
          kind: string
          provider_id: string
          refunded_cents: number
          reversed_cents: number
          selected_packages: string
          settled_at: string
          status: string
          subtotal_cents: number
          total_count: number
        }[]
      }
      vendor_quote_details: { Args: { p_quote_id: string }; Returns: Json }
      vendor_quote_response_rate: {
        Args: { p_vendor_id?: string }
        Returns: Json
      }
      vendor_quotes: {
        Args: { p_before?: string; p_limit?: number; p_status?: string }
        Returns: {
          budget_cents: number
          category: string
          conversation_id: string
          created_at: string
          details: string
          duration_hours: number
          event_date: string
          guest_count: number
          host_name: string
          location: string
          offer: Json
          quote_id: string
          reply_due_at: string
          request_id: string
          respond_by: string
          start_time: string
          status: string
        }[]
      }
      vendor_response_stats: {
        Args: { p_now?: string; p_vendor_id: string }
        Returns: {
          conversations: number
          median_seconds: number
          waiting: number
        }[]
      }
      vendor_response_time: { Args: { p_vendor_id: string }; Returns: Json }
      vendor_standing: { Args: { p_vendor_id?: string }; Returns: Json }
      vendor_standing_figures: {
        Args: { p_now?: string; p_vendor_id: string }
        Returns: {
          bookings: number
          quote_requests: number
          quotes_within_12h: number
          replied_within_24h: number
          reply_turns: number
          review_average: number
          review_count: number
          vendor_cancellations: number
        }[]
      }
      withdraw_quote_offer: { Args: { p_offer_id: string }; Returns: undefined }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

