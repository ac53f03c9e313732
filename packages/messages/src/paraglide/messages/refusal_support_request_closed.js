/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Support_Request_ClosedInputs */

const en_refusal_support_request_closed = /** @type {(inputs: Refusal_Support_Request_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This support request is no longer open.`)
};

const de_refusal_support_request_closed = /** @type {(inputs: Refusal_Support_Request_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Support-Anfrage ist nicht mehr offen.`)
};

const fr_refusal_support_request_closed = /** @type {(inputs: Refusal_Support_Request_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette demande de support n’est plus ouverte.`)
};

const nl_refusal_support_request_closed = /** @type {(inputs: Refusal_Support_Request_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit supportverzoek is niet meer open.`)
};

const es_refusal_support_request_closed = /** @type {(inputs: Refusal_Support_Request_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta solicitud de soporte ya no está abierta.`)
};

const en_xa2_refusal_support_request_closed = /** @type {(inputs: Refusal_Support_Request_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šüþþöŕţ ŕéǫüéšţ íš ñö ļöñĝéŕ öþéñ. one two thr]`)
};

/**
* | output |
* | --- |
* | "This support request is no longer open." |
*
* @param {Refusal_Support_Request_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_support_request_closed = /** @type {((inputs?: Refusal_Support_Request_ClosedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Support_Request_ClosedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_support_request_closed(inputs)
	if (locale === "fr") return fr_refusal_support_request_closed(inputs)
	if (locale === "nl") return nl_refusal_support_request_closed(inputs)
	if (locale === "es") return es_refusal_support_request_closed(inputs)
	if (locale === "en-XA") return en_xa2_refusal_support_request_closed(inputs)
	return en_refusal_support_request_closed(inputs)
});