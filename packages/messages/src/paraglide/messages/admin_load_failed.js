/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Load_FailedInputs */

const en_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisation could not be loaded`)
};

const de_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisation konnte nicht geladen werden`)
};

const fr_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger votre organisation`)
};

const nl_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisatie kon niet worden geladen`)
};

const es_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar su organización`)
};

const en_xa2_admin_load_failed = /** @type {(inputs: Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñ çöüļð ñöţ ƀé ļöáðéð one two th]`)
};

/**
* | output |
* | --- |
* | "Your organisation could not be loaded" |
*
* @param {Admin_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_load_failed = /** @type {((inputs?: Admin_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_load_failed(inputs)
	if (locale === "fr") return fr_admin_load_failed(inputs)
	if (locale === "nl") return nl_admin_load_failed(inputs)
	if (locale === "es") return es_admin_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_admin_load_failed(inputs)
	return en_admin_load_failed(inputs)
});