/**
 * Every expected error the API answers, by a stable code, with its English text (docs/decisions/071-api-error-codes.md).
 * The server answers `{ message, code }` (and `params` when the text has `{named}` parts); the web app shows the
 * reader's language by code and falls back to `message`. A code never changes meaning once released: a new
 * sentence gets a new code. The texts are the spec's, byte for byte.
 */

import { englishWait, WAIT_UNITS } from './waits.ts';
export const API_ERRORS = {
  // Signing in, accounts, links
  'auth.not_authenticated': 'Not authenticated',
  'auth.invalid_credentials': 'Invalid username or password',
  'auth.too_many_failed_sign_ins':
    'Too many failed sign-ins for this account. Please wait {minutes} minutes or use "Forgot password?" to set a new password.',
  'auth.username_taken': 'Username already exists',
  'auth.wrong_current_password': 'Your current password is not correct',
  'auth.wrong_password': 'Your password is not correct',
  'auth.link_expired': 'This link has expired or has already been used. Please ask for a new one.',
  'auth.already_verified': 'Your e-mail address is already verified.',
  'auth.admin_required': 'Admin access required',
  'auth.forbidden': 'Forbidden',
  'auth.own_account_only': 'You can only see your own account',
  'auth.cross_site': 'Cross-site request refused',
  'auth.suspended_until': 'Your account is suspended until {date}: {reason}',
  'auth.suspended_for_good': 'Your account is suspended for good: {reason}',
  'account.orders_in_progress':
    'You have orders in progress. Finish or cancel them before deleting your account.',
  'account.payout_owed':
    'We still owe you money for your sales. You can delete your account once it has been paid out to you.',
  'mail.bad_unsubscribe_link': 'This unsubscribe link is not valid. Change your e-mail settings instead.',
  'mail.message_not_found': 'Message not found',
  'mail.already_sent': 'This message was already sent',
  'mail.being_sent': 'This message is being sent right now',
  'push.disabled': 'Push notifications are turned off on this server',
  'push.endpoint_refused': 'This push service address is not allowed',
  'push.subscription_not_found': 'This browser does not get push notifications',

  // Things that are not there
  'common.not_found': 'Not found',
  'product.not_found': 'Product not found',
  'product.not_found_by_id': 'Product with ID {productId} not found',
  'order.not_found': 'Order not found',
  'user.not_found': 'User not found',
  'seller.not_found': 'Seller not found',
  'file.not_found': 'File not found',
  'notification.not_found': 'Notification not found',
  'saved_search.not_found': 'Saved search not found',
  'wanted.not_found': 'Wanted post not found',
  'cart.item_not_found': 'Cart item not found',
  'payment.not_found': 'Payment not found',
  'report.not_found': 'Report not found',

  // Whose it is
  'order.not_yours': 'This is not your order',
  'sale.not_yours': 'This is not your sale',
  'cart.not_yours': 'This is not your cart',
  'notification.not_yours': 'This is not your notification',
  'order.only_for_yourself': 'You can only order for yourself',
  'listing.change_own_only': 'You can only change your own listings',
  'listing.delete_own_only': 'You can only delete your own listings',
  'listing.view_own_only': 'You can only view your own listings',
  'sale.seller_not_in_order': 'This seller has no part in this order',

  // Cart, stock, checkout
  'cart.only_left': 'Only {stock} left in stock',
  'cart.sold_out': 'This item is sold out',
  'cart.own_listing': 'You cannot buy your own listing',
  'cart.empty': 'Your cart is empty',
  'stock.not_enough': 'Not enough quantity available',
  'order.delivery_incomplete': 'All delivery address fields are required.',
  'order.payment_details_missing': 'Payment details are missing',
  'order.total_too_large': 'An order can come to at most {max}. Please order fewer items.',
  'order.idempotency_key_reused':
    'This Idempotency-Key was already used for a different order. Start a new checkout to place another order.',
  'order.cash_limit':
    'You already have {limit} cash-on-delivery orders waiting to be collected. Collect or cancel one before placing another, or pay online.',
  'order.free_limit':
    'You already have {limit} free items waiting to be collected — collect them first before ordering another.',
  'order.cash_unavailable':
    'Cash on delivery is not available for items from {sellers} for now: they accept online payment only. Please pay online.',
  'order.price_changed': 'The price of "{title}" is now {price}. Please review your order.',
  'order.total_changed': 'The order total is now {total}. Please review your order.',
  'order.fee_changed': 'The platform fee is now {fee}. Please review your order.',
  'checkout.payment_refunded': 'Your payment of {amount} has been refunded.',

  // Orders after they are placed
  'order.cannot_cancel': 'This order can no longer be cancelled',
  'order.refund_already_requested': 'A refund has already been requested for this order',
  'order.refund_before_delivery': 'A refund can be requested once the order is delivered',
  'order.confirm_before_delivery': 'You can confirm receipt once the order is delivered',
  'order.reopen_not_enough': 'Not enough quantity available to reopen this order ("{title}")',
  'order.reopen_refunded': "This order's payment has been refunded, so it cannot be reopened",
  'order.no_refund_request': 'This order has no refund request waiting for a decision',
  'order.status_change_not_allowed': 'This order cannot be moved from its current status to that one',
  'sale.already_handed_over': 'You have already handed over this sale',
  'sale.declined': 'You declined this sale',
  'order.cancelled': 'This order has been cancelled',
  'order.refunded': 'This order has been refunded',
  'order.already_handed_over': 'This order has already been handed over',
  'sale.code_mismatch': 'That code does not match',
  'sale.too_many_wrong_codes_one': 'Too many wrong codes. Please try again in 1 minute.',
  'sale.too_many_wrong_codes': 'Too many wrong codes. Please try again in {minutes} minutes.',

  // Payments and payouts
  'payment.verification_failed': 'Payment verification failed',
  'payment.order_already_paid': 'This order was already paid with another payment',
  'payment.not_found_for_order': 'Payment not found for this order',
  'payment.already_used': 'This payment has already been used for an order',
  'payment.refunded': 'This payment has been refunded. Please start the checkout again.',
  'payment.not_verified': 'Payment has not been verified',
  'payment.amount_mismatch': 'The amount paid does not match the order total',
  'payment.items_mismatch': 'The items paid for do not match the order',
  'payment.webhook_not_json': 'The webhook body is not valid JSON',
  'payment.webhook_bad_signature': 'Invalid webhook signature',
  'payment.already_recorded': 'This payment is already recorded for another order',
  'payment.expected_json': 'Expected a JSON body',
  'payment.failed': 'Payment could not be processed. Please try again.',
  'payment.nothing_to_pay':
    'Free items are collected in person and there is nothing to pay online. Please choose cash on delivery.',
  'refund.more_than_paid': 'Refunds of this payment would come to more than was paid',
  'payout.nothing_due': 'Nothing is due to this seller',
  'payout.no_fees_owed': 'This seller owes no fees',
  'payout.fees_paid_too_much': 'This seller owes only {owed} in fees',

  // Reviews, messages, favourites, saved searches
  'review.own_listing': 'You cannot review your own listing',
  'review.order_mismatch': 'That order is not yours or does not include this product',
  'review.already_reviewed': 'You have already reviewed this product',
  'review.not_received': 'You can review a listing after you have received it.',
  'rating.before_handover': 'You can rate this deal once the item has been handed over.',
  'rating.window_closed': 'A deal can be rated within 30 days of the hand-over.',
  'rating.already_rated': 'You have already rated this deal',
  'rating.not_in_deal': 'Only the buyer and the seller of this deal can rate it',
  'rating.choose_seller': 'Choose the seller you are rating',
  'message.buyer_only': 'You can only write to the buyer of your sale',
  'message.parties_only': 'Only the buyer and the seller can write here',
  'message.choose_seller': 'Choose the seller you are writing to',
  'message.seller_not_in_order': 'That seller has no part in this order',
  'conversation.not_found': 'Conversation not found',
  'conversation.not_yours': 'This is not your conversation',
  'conversation.own_listing': 'You cannot ask about your own listing',
  'conversation.listing_unavailable': 'This listing is no longer available',
  'favourite.limit': 'You can save at most {max} listings; remove some first',
  'saved_search.empty': 'Search for something or choose a filter before saving',
  'saved_search.limit': 'You can keep at most {max} searches; remove one first',
  'saved_search.no_words': 'This search has no words we can look for. Try other words or choose a filter.',
  'wanted.limit': 'You can have at most {max} open wanted posts; close one first',
  'wanted.title_needed': "We could not find this book's title — please type it",
  'wanted.own_post': 'This is your own wanted post',
  'wanted.closed': 'This wanted post is closed',
  'wanted.not_your_listing': 'Answer with a listing of your own that is on sale',

  // Reports, blocks and the moderation desk (docs/decisions/083, 084)
  'report.own': 'You cannot report yourself or what you posted',
  'report.daily_limit': 'You can make at most {max} reports a day. Please try again tomorrow.',
  'report.action_does_not_fit': 'This action does not fit what was reported',
  'report.already_resolved': 'These reports have already been resolved',
  'report.owner_gone': 'The account this is about no longer exists',
  'report.not_suspended': 'This account is not suspended',
  'report.own_account': 'You cannot suspend your own account',
  'book.isbn_invalid': 'That ISBN does not look right — check the digits on the back cover',
  'book.not_found': 'We found no details for this ISBN — please type them',
  'book.lookup_failed': 'We could not look this book up — please type the details',
  'contact.unavailable': 'You cannot message or order from this student',

  // Offers on a listing (docs/decisions/038-offers.md)
  'offer.not_found': 'Offer not found',
  'offer.not_yours': 'This is not your offer',
  'offer.own_listing': 'You cannot make an offer on your own listing',
  'offer.free_listing': 'This item is free, so there is no price to make an offer on',
  'offer.not_whole_rupees': 'Offers are made in whole rupees',
  'offer.not_below_asking': 'An offer must be below the asking price of {asking}',
  'offer.below_half': 'An offer must be at least {lowest}, half the asking price',
  'offer.counter_out_of_range': 'A counter offer must be more than {offer} and less than {asking}',
  'offer.already_open':
    'You already have an offer on this listing. Wait for it to be answered or to end before making another.',
  'offer.daily_limit': 'You can make at most {max} offers a day. Please try again tomorrow.',
  'offer.listing_unavailable': 'This listing is no longer for sale',
  'offer.expired': 'This offer has expired',
  'offer.not_waiting_for_you': 'This offer is not waiting for your answer',
  'offer.all_units_promised':
    'You have accepted offers for every unit of this listing. Wait for one to be used or to run out first.',
  'offer.one_unit':
    'Your accepted offer is for one unit of "{title}". Set the quantity to 1 to buy it at the offer price.',
  'block.self': 'You cannot block yourself',
  'listing.second_look_not_hidden': 'Only a listing hidden by the PassItOn team can be sent for another look',

  // Listings and uploads
  'listing.too_many_images': 'A listing can have at most {max} images',
  'listing.too_many_documents': 'A listing can have at most {max} documents',
  'listing.send_json_or_multipart': 'Send the product as JSON or multipart/form-data',
  'upload.send_multipart': 'Send the files as multipart/form-data',
  'upload.choose_file': 'Please choose at least one file to upload',
  'upload.too_many_files': 'Upload at most {max} files at a time',
  'upload.too_many_fields': 'The form has too many fields',
  'upload.form_unreadable': 'The form could not be read',
  'upload.invalid_file_name': 'Invalid file name {name}: rename the file and try again',
  'upload.unsupported_type':
    '{name} is not a supported file type. Upload images (JPG, PNG, GIF, WebP), PDF, DOC, DOCX or TXT files.',
  'upload.image_too_large': '{name} is too large. Images can be at most 10 MB.',
  'upload.pdf_too_large': '{name} is too large. PDFs can be at most 25 MB.',
  'upload.document_too_large': '{name} is too large. DOC, DOCX and TXT files can be at most 10 MB.',
  'upload.empty': '{name} is empty',
  'upload.not_real_type':
    '{name} is not a real {type} file. Upload images (JPG, PNG, GIF, WebP), PDF, DOC, DOCX or TXT files.',
  'upload.unreadable_image': '{name} could not be read as an image',
  'upload.image_too_many_pixels':
    '{name} is too large to process: please upload a photo under {megapixels} megapixels',
  'upload.image_too_deep':
    '{name} is too large to process: please save it with 8 bits per colour (a normal JPEG or PNG) under {megapixels} megapixels',
  'upload.images_busy': 'The server is busy processing images. Please try again in a minute.',
  'upload.daily_quota':
    'You have uploaded {quota} in the last 24 hours, the daily limit. Please try again tomorrow.',
  'upload.past_daily_quota':
    '{name} would take you past the daily upload limit of {quota}. Please try again tomorrow.',
  'upload.image_not_found': 'Image {name} was not found: upload it again',
  'upload.document_not_found': 'Document {name} was not found: upload it again',
  'upload.image_used_elsewhere': 'Image {name} is already used by another listing: upload it again',
  'upload.document_used_elsewhere': 'Document {name} is already used by another listing: upload it again',
  'text.unstorable': 'Text cannot contain NUL characters or broken Unicode',

  // The admin's SQL console
  'console.busy': 'The SQL console is busy: at most two queries run at a time. Please try again in a moment.',
  'console.answer_too_large': 'The answer is larger than 5 MB: select fewer columns or add a LIMIT',
  'console.timeout': 'The query ran longer than {seconds} seconds and was stopped',
  'console.users_columns':
    '{detail}: the console cannot read password hashes, so name the columns you need (for example SELECT id, username, email FROM users)',
  'console.database_error': '{detail}',
  'console.too_expensive':
    'This query is too expensive for the embedded database, which cannot stop it once it runs (estimated cost {cost}). Add a WHERE clause or a LIMIT.',
  'console.unclosed_comment': 'The query has a comment that is never closed',
  'console.unicode_escape': 'Unicode escapes (U&) are not allowed in the console',
  'console.unclosed_string': 'The query has a string that is never closed',
  'console.unclosed_name': 'The query has a quoted name that is never closed',
  'console.empty': 'Enter a query to run',
  'console.too_long': 'A query can be at most {max} characters',
  'console.one_statement': 'Only one statement can be run at a time',
  'console.select_only': 'Only SELECT, WITH and EXPLAIN queries can be run in the console',
  'console.read_only': 'The console is read-only: {keyword} is not allowed',
  'console.secrets': 'The console cannot read password hashes or session data',
  'console.forbidden_function': 'The console cannot call {name}()',
  'console.embedded_sleep':
    '{name}() is refused on the embedded database: it cannot stop a running statement. On PostgreSQL it would be stopped after 5 seconds.',
  'console.embedded_recursive':
    'Recursive queries are refused on the embedded database: it cannot stop one that runs too long',
  'console.embedded_explain_analyze':
    'EXPLAIN ANALYZE runs the query, which the embedded database cannot stop: use EXPLAIN without ANALYZE',
  'admin.create_user_required': 'Username, email, and password are required',

  // Requests the server refuses before any route (rate limits, addresses, Fastify's own checks)
  'request.too_many_attempts': 'Too many attempts. Please wait a minute and try again.',
  'request.too_many_recovery_links':
    'You have asked for several links already; please check your inbox and spam folder. Please try again in {after}.',
  'request.too_many_messages':
    'You have sent too many messages in the last minute. Please try again in {after}.',
  'request.too_many_orders':
    'You have placed or cancelled too many orders in the last hour. Please try again in {after}.',
  'request.too_many_declines':
    'You have declined too many sales in the last hour. Please try again in {after}.',
  'request.too_many_reviews':
    'You have written too many reviews in the last hour. Please try again in {after}.',
  'request.address_too_long': 'A part of the address is too long',
  'live.too_many_streams':
    'PassItOn is open in too many windows to update them all at once. The others check for news every 30 seconds.',
  'live.busy': 'Live updates are busy right now. This page checks for news every 30 seconds instead.',
  'request.address_invalid': 'The address is not valid',
  'request.range_not_satisfiable': 'Range Not Satisfiable',
  'request.body_too_large': 'Request body is too large',
  /** Any other refusal of Fastify's own (a body that is not JSON, say): its words as they are. */
  'request.rejected': '{detail}',

  // Validation of the request (the contracts' zod messages)
  'validation.invalid': '{detail}',
  'validation.field_not_number': '{field} must be a number',
  'validation.field_not_whole': '{field} must be a whole number',
  'validation.field_out_of_range': '{field} is out of range',
  'validation.field_too_large': '{field} is too large',
  'validation.field_negative': '{field} cannot be negative',
  'validation.field_at_least_one': '{field} must be at least 1',
  'validation.field_at_most_100': '{field} must be at most 100 characters',
  'validation.field_date_time': '{field} must be a date and time',
  'validation.field_single_line': '{field} must not contain line breaks or control characters',
  'validation.field_control_characters': '{field} must not contain control characters',
  'validation.at_most_characters': 'Must be at most {max} characters',
  'validation.rows_per_page': 'At most {max} rows per page',
  'validation.sales_per_page': 'At most {max} sales per page',
  'validation.entries_per_page': 'At most {max} entries per page',
  'validation.products_per_page': 'At most {max} products per page',
  'validation.search_too_long': 'Search text must be at most 100 characters',
  'validation.choose_status': 'Choose a status from the list',
  'validation.choose_role': 'Role must be all, sellers, buyers or admins',
  'validation.choose_availability': 'Availability must be all, available or sold',
  'validation.refund_decision': 'Say whether the refund is approved',
  'validation.note_required': 'Please add a note for the buyer',
  'validation.note_too_long': 'The note is too long',
  'validation.rejection_reason': 'Please tell the buyer why the refund is rejected',
  'validation.query_too_long': 'The query is too long',
  'validation.offset_negative': 'Offset cannot be negative',
  'validation.offset_too_large': 'Offset is too large',
  'validation.handover_code': 'Enter the 6-digit code from the buyer',
  'validation.decline_reason': 'Please tell the buyer why you are declining',
  'validation.reason_500': 'Reason must be at most 500 characters',
  'validation.payment_reference': 'Please enter the payment reference',
  'validation.payment_reference_too_long': 'The reference can be at most {max} characters',
  'validation.offer_amount': 'Enter an amount in whole rupees',
  'validation.offer_amount_too_large': 'The amount is too large',
  'validation.quantity_at_least_one': 'Quantity must be at least 1',
  'validation.quantity_too_large': 'Quantity is too large',
  'validation.quantity_positive': 'Quantity must be a positive number',
  'validation.quantity_at_most': 'Quantity must be at most {max}',
  'validation.product_required': 'Product is required',
  'validation.title_or_isbn': "Give the book's title or its ISBN",
  'validation.order_required': 'Order is required',
  'validation.title_required': 'Title is required',
  'validation.title_short': 'Title must be at least 3 characters',
  'validation.description_required': 'Description is required',
  'validation.description_short': 'Description must be at least 10 characters',
  'validation.price_positive': 'Price must be a positive number',
  'validation.price_too_large': 'Price must be at most ₹1,00,00,000',
  'validation.price_required': 'Price is required',
  'validation.original_price_positive': 'Original price must be a positive number if provided',
  'validation.original_price_too_large': 'Original price must be at most ₹1,00,00,000',
  'validation.condition_required': 'Condition is required',
  'validation.choose_condition': 'Choose a condition from the list',
  'validation.category_required': 'Category is required',
  'validation.choose_category': 'Choose a category from the list',
  'validation.whatsapp_short': 'WhatsApp number must be at least 10 digits',
  'validation.whatsapp_long': 'WhatsApp number must be at most 15 digits',
  'validation.name_short': 'Name must be at least 2 characters',
  'validation.name_too_long': 'Name is too long',
  'validation.name_at_most_80': 'Name must be at most 80 characters',
  'validation.email_invalid': 'Please enter a valid email address',
  'validation.pincode': 'Pincode must be 6 digits',
  'validation.publication_year': 'Year of publication must be a year such as 2019',
  'validation.address_type_required': 'Address type is required',
  'validation.choose_state': 'Choose a state from the list',
  'validation.images_upload_first': 'Images must be uploaded through /api/upload first',
  'validation.documents_upload_first': 'Documents must be uploaded through /api/upload first',
  'validation.accept_disclaimer': 'You must accept the disclaimer',
  'validation.institute_required': 'Institute name is required',
  'validation.pickup_address_required': 'Pickup address is required',
  'validation.username_short': 'Username must be at least 3 characters',
  'validation.username_long': 'Username must be at most 40 characters',
  'validation.username_characters':
    'Username may contain only letters, numbers, dots, dashes and underscores',
  'validation.password_short': 'Password must be at least 6 characters',
  'validation.password_long': 'Password must be at most 128 characters',
  'validation.password_too_common': 'This password is too common. Please choose another.',
  'validation.mobile_invalid': 'Please enter a valid 10-digit mobile number',
  'validation.accept_terms': 'You must agree to our Terms & Conditions and Privacy Policy',
  'validation.passwords_differ': 'Passwords do not match',
  'validation.current_password_required': 'Enter your current password',
  'validation.new_password_same': 'Choose a new password that is different from your current one',
  'validation.link_incomplete': 'This link is incomplete. Please ask for a new one.',
  'validation.college_too_long': 'College must be at most {max} characters',
  'validation.city_too_long': 'City must be at most {max} characters',
  'validation.password_required': 'Enter your password',
  'validation.amount_format': 'Amounts must be in rupees with at most two decimals',
  'validation.phone_short': 'Phone number must be at least 10 digits',
  'validation.phone_too_long': 'Phone number is too long',
  'validation.institution_name_too_long': 'Institution name is too long',
  'validation.address_too_long': 'Address is too long',
  'validation.city_too_long_short': 'City is too long',
  'validation.state_too_long': 'State is too long',
  'validation.choose_payment_method': 'Choose Payment Gateway or Cash on Delivery',
  'validation.too_many_items': 'Too many items in one order',
  'validation.idempotency_key': 'Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores',
  'validation.refund_reason': 'Please tell us why you want a refund',
  'validation.reason_too_long': 'Reason is too long',
  'validation.rating_required': 'Please select a rating',
  'validation.rating_whole': 'Rating must be a whole number of stars',
  'validation.rating_range': 'Rating must be between 1 and 5',
  'validation.review_too_long': 'Review must be at most 2000 characters',
  'validation.rating_comment_too_long': 'A rating comment can be at most 1,000 characters',
  'validation.message_required': 'Write a message',
  'validation.message_too_long': 'A message can be at most 2,000 characters',
  'validation.institution_too_long': 'Institution must be at most 120 characters',
  'validation.choose_sort': 'Sort must be newest, price_asc, price_desc or popular',
  'validation.choose_mail': 'Choose an e-mail from the list',
  'validation.mail_send_choice': 'Say whether to send it',
  'validation.unsubscribe_incomplete': 'This unsubscribe link is incomplete.',
  'validation.unsubscribe_invalid': 'This unsubscribe link is not valid.',
  'validation.language': 'Language must be en or hi',
  'validation.choose_report_target': 'Choose what you are reporting',
  'validation.choose_report_reason': 'Choose a reason from the list',
  'validation.details_1000': 'Details must be at most 1,000 characters',
  'validation.report_details_required': 'Please tell us what is wrong',
  'validation.choose_action': 'Choose an action from the list',
  'validation.reason_required': 'Please give a reason',
  'validation.reason_1000': 'The reason can be at most 1,000 characters',
  'validation.suspension_days': 'A suspension lasts 7 or 30 days, or for good',
  'validation.second_look_choice': 'Say whether to show the listing again',
} as const satisfies Record<string, string>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** The `{named}` parts of a text, as a union of their names. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type ApiErrorParams = Readonly<Record<string, string | number>>;

/** What a code needs besides itself: nothing, or a value for each `{named}` part of its text. */
export type ApiErrorArgs<Code extends ApiErrorCode> = [Placeholders<(typeof API_ERRORS)[Code]>] extends [
  never,
]
  ? []
  : [params: Readonly<Record<Placeholders<(typeof API_ERRORS)[Code]>, string | number>>];

/** A code with what it needs, as a tuple: `['cart.sold_out']`, `['cart.only_left', { stock: 2 }]`. */
export type ApiErrorCall = { [Code in ApiErrorCode]: [code: Code, ...ApiErrorArgs<Code>] }[ApiErrorCode];

/** The body of a refused request (4xx): the English sentence, its code, its named parts, and any notes after it. */
export type ApiErrorBody = {
  message: string;
  code: ApiErrorCode;
  params?: ApiErrorParams;
  /** Sentences added after the first (what the checkout undid): each by its own code. */
  notes?: { code: ApiErrorCode; params?: ApiErrorParams }[];
};

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERRORS, value);
}

/**
 * The fields a templated validation message names (`{field} must be a number`), by the code a refusal's params
 * carry, with the English name the contracts use: the web app words the code in the reader's language, where the
 * English name would sit inside a Hindi sentence (issue 30).
 */
export const API_ERROR_FIELDS = {
  id: 'Id',
  product_id: 'Product id',
  user_id: 'User id',
  saved_search_id: 'Saved search id',
  order_id: 'Order id',
  target_id: 'Target id',
  report_id: 'Report id',
  seller_id: 'Seller id',
  buyer_id: 'Buyer id',
  minimum_price: 'Minimum price',
  maximum_price: 'Maximum price',
  seller: 'Seller',
  buyer: 'Buyer',
  from: 'from',
  to: 'to',
  limit: 'Limit',
  offset: 'Offset',
  quantity: 'Quantity',
} as const;
export type ApiErrorField = keyof typeof API_ERROR_FIELDS;

export function isApiErrorField(value: unknown): value is ApiErrorField {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_FIELDS, value);
}

/** The seconds of a wait said in English ('1 hour' → 3600), or undefined when it is not one. */
function secondsOfWait(text: string): number | undefined {
  const match = /^(\d+) (day|hour|minute|second)s?$/.exec(text);
  const size = WAIT_UNITS.find(([unit]) => unit === match?.[2])?.[1];
  return match && size ? Number(match[1]) * size : undefined;
}

/** A named part in English: a field by its name, a wait in words, anything else as it is. */
function englishPart(name: string, value: string | number): string {
  if (name === 'field' && isApiErrorField(value)) return API_ERROR_FIELDS[value];
  if (name === 'after' && typeof value === 'number') return englishWait(value);
  return String(value);
}

/** A named part as a refusal's params carry it: a field's code, a wait's seconds, anything else as written. */
function paramOf(name: string, text: string): string | number {
  if (name === 'field') {
    const field = (Object.keys(API_ERROR_FIELDS) as ApiErrorField[]).find(
      (key) => API_ERROR_FIELDS[key] === text,
    );
    return field ?? text;
  }
  if (name === 'after') return secondsOfWait(text) ?? text;
  return text;
}

/** A code's English text with its named parts filled in. */
export function apiErrorText(code: ApiErrorCode, params?: ApiErrorParams): string {
  const text: string = API_ERRORS[code];
  return params
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = params[name];
        return value === undefined ? whole : englishPart(name, value);
      })
    : text;
}

type Template = { code: ApiErrorCode; pattern: RegExp; names: string[] };
let index: { exact: Map<string, ApiErrorCode>; templates: Template[] } | undefined;

/** Texts to codes, built on first use (so that importing the catalogue costs nothing until it is read). */
function reverseIndex() {
  if (index) return index;
  const exact = new Map<string, ApiErrorCode>();
  const templates: Template[] = [];
  // Codes only given when nothing else fits: their text is the whole message, so they would match anything.
  const fallbacks: readonly string[] = ['validation.invalid', 'request.rejected', 'console.database_error'];
  for (const [code, text] of Object.entries(API_ERRORS) as [ApiErrorCode, string][]) {
    if (fallbacks.includes(code)) continue;
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, code);
      continue;
    }
    const source = text
      .split(/\{\w+\}/)
      .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    templates.push({ code, pattern: new RegExp(`^${source}$`), names });
  }
  // The most specific template first: the one with the most fixed text.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  index = { exact, templates };
  return index;
}

/**
 * The code of a sentence written elsewhere (a contract's zod message, Fastify's own refusals): its exact text,
 * else the template it fills (a field named by its code, a wait in seconds), else `fallback` with the sentence as
 * its only part.
 */
export function describeApiError(
  message: string,
  fallback: 'validation.invalid' | 'request.rejected',
): { code: ApiErrorCode; params?: ApiErrorParams } {
  const { exact, templates } = reverseIndex();
  const known = exact.get(message);
  if (known) return { code: known };
  for (const { code, pattern, names } of templates) {
    const match = pattern.exec(message);
    if (match)
      return {
        code,
        params: Object.fromEntries(names.map((name, i) => [name, paramOf(name, match[i + 1] ?? '')])),
      };
  }
  return { code: fallback, params: { detail: message } };
}
