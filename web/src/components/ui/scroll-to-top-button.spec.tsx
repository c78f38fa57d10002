import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ScrollToTopButton } from './scroll-to-top-button';

function scrollWindowTo(scrollY: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe(ScrollToTopButton.name, () => {
  afterEach(() => scrollWindowTo(0));

  it('appears only once the page has scrolled more than 300 px', () => {
    render(<ScrollToTopButton />);
    const button = () => screen.queryByRole('button', { name: 'Scroll to top' });

    expect(button()).not.toBeInTheDocument();
    scrollWindowTo(300);
    expect(button()).not.toBeInTheDocument();
    scrollWindowTo(301);
    expect(button()).toBeInTheDocument();
    scrollWindowTo(120);
    expect(button()).not.toBeInTheDocument();
  });

  it('scrolls back to the top when pressed', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollToTopButton />);
    scrollWindowTo(900);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });
});
