/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_ArchiveInputs */

const en_common_archive = /** @type {(inputs: Common_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive`)
};

const de_common_archive = /** @type {(inputs: Common_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivieren`)
};

const fr_common_archive = /** @type {(inputs: Common_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiver`)
};

const nl_common_archive = /** @type {(inputs: Common_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiveren`)
};

const es_common_archive = /** @type {(inputs: Common_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivar`)
};

const en_xa2_common_archive = /** @type {(inputs: Common_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åŕçĥíṽé ]`)
};

/**
* | output |
* | --- |
* | "Archive" |
*
* @param {Common_ArchiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_archive = /** @type {((inputs?: Common_ArchiveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ArchiveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_archive(inputs)
	if (locale === "fr") return fr_common_archive(inputs)
	if (locale === "nl") return nl_common_archive(inputs)
	if (locale === "es") return es_common_archive(inputs)
	if (locale === "en-XA") return en_xa2_common_archive(inputs)
	return en_common_archive(inputs)
});