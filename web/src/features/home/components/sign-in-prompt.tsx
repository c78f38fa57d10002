interface SignInPromptProps {
  title: string;
  /** Spec §5's message, e.g. 'Please log in to view your favorites'. */
  message: string;
}

/** What an anonymous visitor sees in a home view that needs an account. */
export function SignInPrompt({ title, message }: SignInPromptProps) {
  return (
    <section className="home-section" aria-label={title}>
      <h2 className="home-section__title">{title}</h2>
      <p className="home-section__notice">{message}</p>
    </section>
  );
}
