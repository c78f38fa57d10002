import './footer.css';

import { TimezonePicker } from '../../features/timezone/components/timezone-picker';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <p className="site-footer__credits">
          Anime data from <a href="https://jikan.moe">MyAnimeList via Jikan</a> and{' '}
          <a href="https://github.com/bangumi-data/bangumi-data">bangumi-data</a> (
          <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>).
        </p>
        <TimezonePicker />
      </div>
    </footer>
  );
}
