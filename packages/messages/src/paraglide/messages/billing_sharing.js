/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_SharingInputs */

const en_billing_sharing = /** @type {(inputs: Billing_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing with assessed organisations`)
};

const de_billing_sharing = /** @type {(inputs: Billing_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen mit bewerteten Organisationen`)
};

const fr_billing_sharing = /** @type {(inputs: Billing_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partage avec les organisations évaluées`)
};

const nl_billing_sharing = /** @type {(inputs: Billing_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delen met beoordeelde organisaties`)
};

const es_billing_sharing = /** @type {(inputs: Billing_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir con las organizaciones evaluadas`)
};

const en_xa2_billing_sharing = /** @type {(inputs: Billing_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕíñĝ ŵíţĥ áššéššéð öŕĝáñíšáţíöñš one two t]`)
};

/**
* | output |
* | --- |
* | "Sharing with assessed organisations" |
*
* @param {Billing_SharingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_sharing = /** @type {((inputs?: Billing_SharingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_SharingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_sharing(inputs)
	if (locale === "fr") return fr_billing_sharing(inputs)
	if (locale === "nl") return nl_billing_sharing(inputs)
	if (locale === "es") return es_billing_sharing(inputs)
	if (locale === "en-XA") return en_xa2_billing_sharing(inputs)
	return en_billing_sharing(inputs)
});