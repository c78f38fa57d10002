import { useLoadableImage } from '../../../components/ui/use-loadable-image';

/** A character's or person's picture in a fixed 3:4 box, so the grid never shifts as pictures arrive. */
export function PersonPhoto({ url }: { url: string | null }) {
  const { src, onError } = useLoadableImage(url);
  if (!src) return <div className="person-photo person-photo--missing" aria-hidden="true" />;
  return (
    <img
      className="person-photo"
      src={src}
      alt=""
      width={84}
      height={112}
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  );
}
