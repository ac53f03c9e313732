/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, position: NonNullable<unknown> }} Content_Admin_CancelledInputs */

const en_content_admin_cancelled = /** @type {(inputs: Content_Admin_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moving ${i?.name} was cancelled; it is back at ${i?.position}.`)
};

const de_content_admin_cancelled = /** @type {(inputs: Content_Admin_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Verschieben von ${i?.name} wurde abgebrochen; es ist wieder an ${i?.position}.`)
};

const fr_content_admin_cancelled = /** @type {(inputs: Content_Admin_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le déplacement de ${i?.name} a été annulé ; il est de retour en ${i?.position}.`)
};

const nl_content_admin_cancelled = /** @type {(inputs: Content_Admin_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het verplaatsen van ${i?.name} is geannuleerd; het staat weer op ${i?.position}.`)
};

const es_content_admin_cancelled = /** @type {(inputs: Content_Admin_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se canceló el movimiento de ${i?.name}; vuelve a estar en ${i?.position}.`)
};

const en_xa2_content_admin_cancelled = /** @type {(inputs: Content_Admin_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁöṽíñĝ ${i?.name} ŵáš çáñçéļļéð; íţ íš ƀáçķ áţ ${i?.position}. one two three fo]`)
};

/**
* | output |
* | --- |
* | "Moving {name} was cancelled; it is back at {position}." |
*
* @param {Content_Admin_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_cancelled = /** @type {((inputs: Content_Admin_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_CancelledInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_cancelled(inputs)
	if (locale === "fr") return fr_content_admin_cancelled(inputs)
	if (locale === "nl") return nl_content_admin_cancelled(inputs)
	if (locale === "es") return es_content_admin_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_cancelled(inputs)
	return en_content_admin_cancelled(inputs)
});