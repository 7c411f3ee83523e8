import { Component, type ReactNode } from 'react';
import { SHELL } from '../../model/narration/shellText';

interface Props {
  /** The view's name as the nav shows it, for the message. */
  label: string;
  /** Where "Open it fresh" goes: the view's own link without its parameters (none on a host's page, where a link would leave it). */
  freshHref?: string;
  children: ReactNode;
}

/**
 * Keeps one view's failure inside that view: instead of a blank page, a message naming the
 * problem, a "Try again" that renders the view anew, and a link that opens it without the link
 * parameters or file that led there. The masthead, the nav and every other view keep working.
 * Source: https://react.dev/reference/react/Component#catching-rendering-errors-with-an-error-boundary
 */
export class ViewErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const problem = error.message.length > 200 ? `${error.message.slice(0, 200)}…` : error.message;
    return (
      <section className="view-error" role="alert" aria-labelledby="view-error-title">
        <h2 id="view-error-title">{SHELL.viewStopped(this.props.label)}</h2>
        <p>
          {SHELL.viewStoppedBefore}
          <q>{problem || error.name}</q>
          {SHELL.viewStoppedAfter}
        </p>
        <p>
          <button type="button" className="btn btn--small" onClick={() => this.setState({ error: null })}>
            {SHELL.tryAgain}
          </button>
          {this.props.freshHref !== undefined && (
            <>
              {' '}
              <a className="btn btn--small btn--quiet" href={this.props.freshHref}>
                {SHELL.openViewFresh(this.props.label)}
              </a>
            </>
          )}
        </p>
      </section>
    );
  }
}
