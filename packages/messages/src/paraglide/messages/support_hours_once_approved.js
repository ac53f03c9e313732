/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Support_Hours_Once_ApprovedInputs */

const en_support_hours_once_approved = /** @type {(inputs: Support_Hours_Once_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h once approved`)
};

const de_support_hours_once_approved = /** @type {(inputs: Support_Hours_Once_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} Std. nach Genehmigung`)
};

const fr_support_hours_once_approved = /** @type {(inputs: Support_Hours_Once_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h une fois approuvé`)
};

const nl_support_hours_once_approved = /** @type {(inputs: Support_Hours_Once_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} u na goedkeuring`)
};

const es_support_hours_once_approved = /** @type {(inputs: Support_Hours_Once_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h una vez aprobado`)
};

const en_xa2_support_hours_once_approved = /** @type {(inputs: Support_Hours_Once_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.hours} ĥ öñçé áþþŕöṽéð one t]`)
};

/**
* | output |
* | --- |
* | "{hours} h once approved" |
*
* @param {Support_Hours_Once_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_hours_once_approved = /** @type {((inputs: Support_Hours_Once_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Hours_Once_ApprovedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_hours_once_approved(inputs)
	if (locale === "fr") return fr_support_hours_once_approved(inputs)
	if (locale === "nl") return nl_support_hours_once_approved(inputs)
	if (locale === "es") return es_support_hours_once_approved(inputs)
	if (locale === "en-XA") return en_xa2_support_hours_once_approved(inputs)
	return en_support_hours_once_approved(inputs)
});