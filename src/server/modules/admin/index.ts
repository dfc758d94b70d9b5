/** The admin module sits on top of the others: nothing of it is for other modules (app.ts registers its routes). */
export {};
