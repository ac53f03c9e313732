/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Resource_ExhaustedInputs */

const en_error_resource_exhausted = /** @type {(inputs: Error_Resource_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan limit has been reached. Upgrade your plan to go further.`)
};

const de_error_resource_exhausted = /** @type {(inputs: Error_Resource_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Grenze Ihres Tarifs ist erreicht. Wechseln Sie den Tarif, um weiterzumachen.`)
};

const fr_error_resource_exhausted = /** @type {(inputs: Error_Resource_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La limite de votre offre est atteinte. Passez à une offre supérieure pour aller plus loin.`)
};

const nl_error_resource_exhausted = /** @type {(inputs: Error_Resource_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De limiet van uw abonnement is bereikt. Upgrade uw abonnement om verder te gaan.`)
};

const es_error_resource_exhausted = /** @type {(inputs: Error_Resource_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se alcanzó el límite de su plan. Mejore su plan para continuar.`)
};

const en_xa2_error_resource_exhausted = /** @type {(inputs: Error_Resource_ExhaustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ ļíɱíţ ĥáš ƀééñ ŕéáçĥéð. Ûþĝŕáðé ýöüŕ þļáñ ţö ĝö ƒüŕţĥéŕ. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Your plan limit has been reached. Upgrade your plan to go further." |
*
* @param {Error_Resource_ExhaustedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_resource_exhausted = /** @type {((inputs?: Error_Resource_ExhaustedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Resource_ExhaustedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_resource_exhausted(inputs)
	if (locale === "fr") return fr_error_resource_exhausted(inputs)
	if (locale === "nl") return nl_error_resource_exhausted(inputs)
	if (locale === "es") return es_error_resource_exhausted(inputs)
	if (locale === "en-XA") return en_xa2_error_resource_exhausted(inputs)
	return en_error_resource_exhausted(inputs)
});