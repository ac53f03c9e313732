/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Usage_Sharing_PaidInputs */

const en_usage_sharing_paid = /** @type {(inputs: Usage_Sharing_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing on paid plans`)
};

const de_usage_sharing_paid = /** @type {(inputs: Usage_Sharing_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen in kostenpflichtigen Tarifen`)
};

const fr_usage_sharing_paid = /** @type {(inputs: Usage_Sharing_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partage dans les offres payantes`)
};

const nl_usage_sharing_paid = /** @type {(inputs: Usage_Sharing_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delen in betaalde abonnementen`)
};

const es_usage_sharing_paid = /** @type {(inputs: Usage_Sharing_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir en planes de pago`)
};

const en_xa2_usage_sharing_paid = /** @type {(inputs: Usage_Sharing_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕíñĝ öñ þáíð þļáñš one ]`)
};

/**
* | output |
* | --- |
* | "Sharing on paid plans" |
*
* @param {Usage_Sharing_PaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_sharing_paid = /** @type {((inputs?: Usage_Sharing_PaidInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_Sharing_PaidInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_sharing_paid(inputs)
	if (locale === "fr") return fr_usage_sharing_paid(inputs)
	if (locale === "nl") return nl_usage_sharing_paid(inputs)
	if (locale === "es") return es_usage_sharing_paid(inputs)
	if (locale === "en-XA") return en_xa2_usage_sharing_paid(inputs)
	return en_usage_sharing_paid(inputs)
});