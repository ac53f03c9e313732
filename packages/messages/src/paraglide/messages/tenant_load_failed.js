/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Load_FailedInputs */

const en_tenant_load_failed = /** @type {(inputs: Tenant_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tenant could not be loaded`)
};

const de_tenant_load_failed = /** @type {(inputs: Tenant_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Mandant konnte nicht geladen werden`)
};

const fr_tenant_load_failed = /** @type {(inputs: Tenant_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette entité n’a pas pu être chargée`)
};

const nl_tenant_load_failed = /** @type {(inputs: Tenant_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze tenant kon niet worden geladen`)
};

const es_tenant_load_failed = /** @type {(inputs: Tenant_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar este inquilino`)
};

const en_xa2_tenant_load_failed = /** @type {(inputs: Tenant_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ţéñáñţ çöüļð ñöţ ƀé ļöáðéð one two ]`)
};

/**
* | output |
* | --- |
* | "This tenant could not be loaded" |
*
* @param {Tenant_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_load_failed = /** @type {((inputs?: Tenant_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_load_failed(inputs)
	if (locale === "fr") return fr_tenant_load_failed(inputs)
	if (locale === "nl") return nl_tenant_load_failed(inputs)
	if (locale === "es") return es_tenant_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_tenant_load_failed(inputs)
	return en_tenant_load_failed(inputs)
});