import { render } from '@testing-library/react';

import { RichText } from './rich-text';

describe('RichText', () => {
  it("renders each tag with the caller's element and keeps the text around it", () => {
    const { container } = render(
      <p>
        <RichText
          text="Revoke <name/>? Send <code>Bearer at_…</code> with each call."
          tags={{ name: () => <strong>{'<b>backup</b>'}</strong>, code: (inner) => <code>{inner}</code> }}
        />
      </p>,
    );

    expect(container.innerHTML).toBe(
      '<p>Revoke <strong>&lt;b&gt;backup&lt;/b&gt;</strong>? Send <code>Bearer at_…</code> with each call.</p>',
    );
  });

  it('leaves a tag it was given no element for as text', () => {
    const { container } = render(<RichText text="a <em>b</em> c" tags={{}} />);

    expect(container).toHaveTextContent('a <em>b</em> c');
  });
});
