-- Seed data for local development (applied once on a fresh database, like `supabase db reset`).
-- The product needs no rows to start: plans and add-ons are static in the site, users sign up
-- through the site, and billing state arrives through the Stripe webhook. Intentionally empty.
select 1;
