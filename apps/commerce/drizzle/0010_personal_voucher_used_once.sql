-- A newsletter voucher is personal (decision 0046): once an order has used it, it ends, so every cart
-- and checkout shows it as not applicable from then on, whoever enters it. Checkout records each use of
-- a once-per-customer code in discount_code_uses; this trigger follows those records.
CREATE FUNCTION end_used_newsletter_voucher() RETURNS trigger AS $$
BEGIN
  UPDATE discount_codes SET ends_at = NEW.used_at
  WHERE id = NEW.discount_code_id
    AND (ends_at IS NULL OR ends_at > NEW.used_at)
    AND EXISTS (SELECT 1 FROM newsletter_subscribers WHERE voucher_code_id = NEW.discount_code_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER discount_code_uses_end_newsletter_voucher
  AFTER INSERT ON discount_code_uses
  FOR EACH ROW EXECUTE FUNCTION end_used_newsletter_voucher();
