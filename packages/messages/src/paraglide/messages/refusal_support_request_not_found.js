/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Support_Request_Not_FoundInputs */

const en_refusal_support_request_not_found = /** @type {(inputs: Refusal_Support_Request_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no support access request from this person.`)
};

const de_refusal_support_request_not_found = /** @type {(inputs: Refusal_Support_Request_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt keine Support-Zugriffsanfrage dieser Person.`)
};

const fr_refusal_support_request_not_found = /** @type {(inputs: Refusal_Support_Request_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a pas de demande d’accès du support de cette personne.`)
};

const nl_refusal_support_request_not_found = /** @type {(inputs: Refusal_Support_Request_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is geen verzoek om supporttoegang van deze persoon.`)
};

const es_refusal_support_request_not_found = /** @type {(inputs: Refusal_Support_Request_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna solicitud de acceso de soporte de esta persona.`)
};

const en_xa2_refusal_support_request_not_found = /** @type {(inputs: Refusal_Support_Request_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñö šüþþöŕţ áççéšš ŕéǫüéšţ ƒŕöɱ ţĥíš þéŕšöñ. one two three f]`)
};

/**
* | output |
* | --- |
* | "There is no support access request from this person." |
*
* @param {Refusal_Support_Request_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_support_request_not_found = /** @type {((inputs?: Refusal_Support_Request_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Support_Request_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_support_request_not_found(inputs)
	if (locale === "fr") return fr_refusal_support_request_not_found(inputs)
	if (locale === "nl") return nl_refusal_support_request_not_found(inputs)
	if (locale === "es") return es_refusal_support_request_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_support_request_not_found(inputs)
	return en_refusal_support_request_not_found(inputs)
});