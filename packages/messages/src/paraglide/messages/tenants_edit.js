/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_EditInputs */

const en_tenants_edit = /** @type {(inputs: Tenants_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit details`)
};

const de_tenants_edit = /** @type {(inputs: Tenants_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angaben bearbeiten`)
};

const fr_tenants_edit = /** @type {(inputs: Tenants_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier les informations`)
};

const nl_tenants_edit = /** @type {(inputs: Tenants_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gegevens bewerken`)
};

const es_tenants_edit = /** @type {(inputs: Tenants_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar datos`)
};

const en_xa2_tenants_edit = /** @type {(inputs: Tenants_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éðíţ ðéţáíļš o]`)
};

/**
* | output |
* | --- |
* | "Edit details" |
*
* @param {Tenants_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_edit = /** @type {((inputs?: Tenants_EditInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_EditInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_edit(inputs)
	if (locale === "fr") return fr_tenants_edit(inputs)
	if (locale === "nl") return nl_tenants_edit(inputs)
	if (locale === "es") return es_tenants_edit(inputs)
	if (locale === "en-XA") return en_xa2_tenants_edit(inputs)
	return en_tenants_edit(inputs)
});