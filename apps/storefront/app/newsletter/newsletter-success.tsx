import classes from './newsletter.module.css';

/** Shown instead of the form once the provider took the address. */
export function NewsletterSuccess({ title, text }: { title: string; text: string }) {
  return (
    <div className={classes.success} role="status" data-testid="newsletter-success">
      <h3>{title}</h3>
      <p>{text}</p>
    </div>
  );
}
