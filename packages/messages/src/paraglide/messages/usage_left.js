/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, plan: NonNullable<unknown> }} Usage_LeftInputs */

const en_usage_left = /** @type {(inputs: Usage_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} left on the ${i?.plan} plan`)
};

const de_usage_left = /** @type {(inputs: Usage_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noch ${i?.count} im Tarif ${i?.plan}`)
};

const fr_usage_left = /** @type {(inputs: Usage_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Encore ${i?.count} avec l’offre ${i?.plan}`)
};

const nl_usage_left = /** @type {(inputs: Usage_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nog ${i?.count} over in het abonnement ${i?.plan}`)
};

const es_usage_left = /** @type {(inputs: Usage_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quedan ${i?.count} en el plan ${i?.plan}`)
};

const en_xa2_usage_left = /** @type {(inputs: Usage_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} ļéƒţ öñ ţĥé ${i?.plan} þļáñ one two ]`)
};

/**
* | output |
* | --- |
* | "{count} left on the {plan} plan" |
*
* @param {Usage_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_left = /** @type {((inputs: Usage_LeftInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_LeftInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_left(inputs)
	if (locale === "fr") return fr_usage_left(inputs)
	if (locale === "nl") return nl_usage_left(inputs)
	if (locale === "es") return es_usage_left(inputs)
	if (locale === "en-XA") return en_xa2_usage_left(inputs)
	return en_usage_left(inputs)
});