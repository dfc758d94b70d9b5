/** What other parts of the server may use of the books module: its routes and the lookup behind them (app.ts). */
export { bookRoutes } from './books.routes.ts';
export { BookLookup } from './books.service.ts';
