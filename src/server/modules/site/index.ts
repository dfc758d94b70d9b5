/** Nothing of the site module is for other modules (app.ts registers its routes). */
export {};
