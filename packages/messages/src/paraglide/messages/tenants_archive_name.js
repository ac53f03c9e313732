/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tenants_Archive_NameInputs */

const en_tenants_archive_name = /** @type {(inputs: Tenants_Archive_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archive ${i?.name}`)
};

const de_tenants_archive_name = /** @type {(inputs: Tenants_Archive_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} archivieren`)
};

const fr_tenants_archive_name = /** @type {(inputs: Tenants_Archive_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archiver ${i?.name}`)
};

const nl_tenants_archive_name = /** @type {(inputs: Tenants_Archive_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} archiveren`)
};

const es_tenants_archive_name = /** @type {(inputs: Tenants_Archive_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archivar ${i?.name}`)
};

const en_xa2_tenants_archive_name = /** @type {(inputs: Tenants_Archive_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åŕçĥíṽé ${i?.name} on]`)
};

/**
* | output |
* | --- |
* | "Archive {name}" |
*
* @param {Tenants_Archive_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archive_name = /** @type {((inputs: Tenants_Archive_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Archive_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_archive_name(inputs)
	if (locale === "fr") return fr_tenants_archive_name(inputs)
	if (locale === "nl") return nl_tenants_archive_name(inputs)
	if (locale === "es") return es_tenants_archive_name(inputs)
	if (locale === "en-XA") return en_xa2_tenants_archive_name(inputs)
	return en_tenants_archive_name(inputs)
});