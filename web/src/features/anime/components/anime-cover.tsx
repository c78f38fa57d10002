import './anime-cover.css';

import type { Anime } from '@tracker/contracts';
import { useEffect } from 'react';

import { useLoadableImage } from '../../../components/ui/use-loadable-image';
import { useTranslation } from '../../../i18n/use-translation';
import { clearCacheAndReloadOnce } from '../../catalogue-fallback/cache-reset-reload';
import { lacksImages } from '../../catalogue-fallback/cache-rules';

function coverUrl({ images }: Anime): string | null {
  return (
    images?.webp?.large_image_url ??
    images?.jpg?.large_image_url ??
    images?.webp?.image_url ??
    images?.jpg?.image_url ??
    null
  );
}

interface AnimeCoverProps {
  anime: Anime;
  /** Lazy for cards below the fold; eager for the detail page's hero image. */
  loading?: 'lazy' | 'eager';
}

/** The cover, or spec §2's 'Image not available' when there is none or it fails to load. */
export function AnimeCover({ anime, loading = 'lazy' }: AnimeCoverProps) {
  const { t } = useTranslation('anime');
  const url = coverUrl(anime);
  const { src, onError } = useLoadableImage(url);
  const broken = lacksImages(anime);

  useEffect(() => {
    // Spec §4: a record without its images comes from bad cached data; a cover merely unknown yet does not.
    if (broken) clearCacheAndReloadOnce();
  }, [broken]);

  if (!src) {
    return (
      <div className="anime-cover anime-cover--missing">
        <span>{t('cover.missing')}</span>
      </div>
    );
  }
  return (
    <img
      className="anime-cover"
      src={src}
      alt=""
      width={225}
      height={318}
      loading={loading}
      decoding="async"
      onError={onError}
    />
  );
}
