/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Load_FailedInputs */

const en_scim_load_failed = /** @type {(inputs: Scim_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM tokens could not be loaded`)
};

const de_scim_load_failed = /** @type {(inputs: Scim_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Tokens konnten nicht geladen werden`)
};

const fr_scim_load_failed = /** @type {(inputs: Scim_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les jetons SCIM n’ont pas pu être chargés`)
};

const nl_scim_load_failed = /** @type {(inputs: Scim_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-tokens konden niet worden geladen`)
};

const es_scim_load_failed = /** @type {(inputs: Scim_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los tokens SCIM`)
};

const en_xa2_scim_load_failed = /** @type {(inputs: Scim_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÇÎṀ ţöķéñš çöüļð ñöţ ƀé ļöáðéð one two ]`)
};

/**
* | output |
* | --- |
* | "SCIM tokens could not be loaded" |
*
* @param {Scim_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_load_failed = /** @type {((inputs?: Scim_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_load_failed(inputs)
	if (locale === "fr") return fr_scim_load_failed(inputs)
	if (locale === "nl") return nl_scim_load_failed(inputs)
	if (locale === "es") return es_scim_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_scim_load_failed(inputs)
	return en_scim_load_failed(inputs)
});