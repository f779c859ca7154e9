import { getImageProps, type ImageProps } from "next/image";

/**
 * A quiz picture with next/image's optimised sources (srcset, sizes, the image endpoint),
 * rendered on the server as a plain <img>: unlike the `Image` component it sends no client
 * JavaScript to the step (docs/performance.md, "What loads when").
 */
export function QuizImage(props: ImageProps & { alt: string }) {
  const { props: image } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimised props above, alt included
  return <img {...image} />;
}
