/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Load_FailedInputs */

const en_tenants_load_failed = /** @type {(inputs: Tenants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants could not be loaded`)
};

const de_tenants_load_failed = /** @type {(inputs: Tenants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten konnten nicht geladen werden`)
};

const fr_tenants_load_failed = /** @type {(inputs: Tenants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les entités n’ont pas pu être chargées`)
};

const nl_tenants_load_failed = /** @type {(inputs: Tenants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants konden niet worden geladen`)
};

const es_tenants_load_failed = /** @type {(inputs: Tenants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los inquilinos`)
};

const en_xa2_tenants_load_failed = /** @type {(inputs: Tenants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţš çöüļð ñöţ ƀé ļöáðéð one tw]`)
};

/**
* | output |
* | --- |
* | "Tenants could not be loaded" |
*
* @param {Tenants_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_load_failed = /** @type {((inputs?: Tenants_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_load_failed(inputs)
	if (locale === "fr") return fr_tenants_load_failed(inputs)
	if (locale === "nl") return nl_tenants_load_failed(inputs)
	if (locale === "es") return es_tenants_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_tenants_load_failed(inputs)
	return en_tenants_load_failed(inputs)
});