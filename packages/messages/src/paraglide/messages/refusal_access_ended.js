/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Access_EndedInputs */

const en_refusal_access_ended = /** @type {(inputs: Refusal_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link does not work any more: it may have expired or been revoked. Ask the person who invited you for a new one.`)
};

const de_refusal_access_ended = /** @type {(inputs: Refusal_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link funktioniert nicht mehr: Er ist vielleicht abgelaufen oder wurde widerrufen. Bitten Sie die einladende Person um einen neuen.`)
};

const fr_refusal_access_ended = /** @type {(inputs: Refusal_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien ne fonctionne plus : il a peut-être expiré ou été révoqué. Demandez-en un nouveau à la personne qui vous a invité.`)
};

const nl_refusal_access_ended = /** @type {(inputs: Refusal_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze link werkt niet meer: hij is misschien verlopen of ingetrokken. Vraag de persoon die u uitnodigde om een nieuwe.`)
};

const es_refusal_access_ended = /** @type {(inputs: Refusal_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace ya no funciona: puede haber caducado o haber sido revocado. Pida uno nuevo a quien le invitó.`)
};

const en_xa2_refusal_access_ended = /** @type {(inputs: Refusal_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ļíñķ ðöéš ñöţ ŵöŕķ áñý ɱöŕé: íţ ɱáý ĥáṽé éẋþíŕéð öŕ ƀééñ ŕéṽöķéð. Åšķ ţĥé þéŕšöñ ŵĥö íñṽíţéð ýöü ƒöŕ á ñéŵ öñé. one two three four five six seven eigh]`)
};

/**
* | output |
* | --- |
* | "This link does not work any more: it may have expired or been revoked. Ask the person who invited you for a new one." |
*
* @param {Refusal_Access_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_access_ended = /** @type {((inputs?: Refusal_Access_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Access_EndedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_access_ended(inputs)
	if (locale === "fr") return fr_refusal_access_ended(inputs)
	if (locale === "nl") return nl_refusal_access_ended(inputs)
	if (locale === "es") return es_refusal_access_ended(inputs)
	if (locale === "en-XA") return en_xa2_refusal_access_ended(inputs)
	return en_refusal_access_ended(inputs)
});