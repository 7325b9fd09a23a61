/** A photo as the gallery components take it: a public URL and its text alternative. */
export interface Photo {
  src: string;
  alt: string;
}
