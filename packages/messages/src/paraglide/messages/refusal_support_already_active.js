/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Support_Already_ActiveInputs */

const en_refusal_support_already_active = /** @type {(inputs: Refusal_Support_Already_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your support access to this organisation is already active.`)
};

const de_refusal_support_already_active = /** @type {(inputs: Refusal_Support_Already_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Support-Zugriff auf diese Organisation ist bereits aktiv.`)
};

const fr_refusal_support_already_active = /** @type {(inputs: Refusal_Support_Already_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accès de support à cette organisation est déjà actif.`)
};

const nl_refusal_support_already_active = /** @type {(inputs: Refusal_Support_Already_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw supporttoegang tot deze organisatie is al actief.`)
};

const es_refusal_support_already_active = /** @type {(inputs: Refusal_Support_Already_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su acceso de soporte a esta organización ya está activo.`)
};

const en_xa2_refusal_support_already_active = /** @type {(inputs: Refusal_Support_Already_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ šüþþöŕţ áççéšš ţö ţĥíš öŕĝáñíšáţíöñ íš áļŕéáðý áçţíṽé. one two three four]`)
};

/**
* | output |
* | --- |
* | "Your support access to this organisation is already active." |
*
* @param {Refusal_Support_Already_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_support_already_active = /** @type {((inputs?: Refusal_Support_Already_ActiveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Support_Already_ActiveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_support_already_active(inputs)
	if (locale === "fr") return fr_refusal_support_already_active(inputs)
	if (locale === "nl") return nl_refusal_support_already_active(inputs)
	if (locale === "es") return es_refusal_support_already_active(inputs)
	if (locale === "en-XA") return en_xa2_refusal_support_already_active(inputs)
	return en_refusal_support_already_active(inputs)
});