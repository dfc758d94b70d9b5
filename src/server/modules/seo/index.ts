/** Nothing of the SEO module is for other modules (app.ts registers its routes). */
export {};
