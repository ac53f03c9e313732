/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Archive_ThisInputs */

const en_tenants_archive_this = /** @type {(inputs: Tenants_Archive_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive this tenant`)
};

const de_tenants_archive_this = /** @type {(inputs: Tenants_Archive_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Mandanten archivieren`)
};

const fr_tenants_archive_this = /** @type {(inputs: Tenants_Archive_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiver cette entité`)
};

const nl_tenants_archive_this = /** @type {(inputs: Tenants_Archive_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze tenant archiveren`)
};

const es_tenants_archive_this = /** @type {(inputs: Tenants_Archive_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivar este inquilino`)
};

const en_xa2_tenants_archive_this = /** @type {(inputs: Tenants_Archive_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åŕçĥíṽé ţĥíš ţéñáñţ one ]`)
};

/**
* | output |
* | --- |
* | "Archive this tenant" |
*
* @param {Tenants_Archive_ThisInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archive_this = /** @type {((inputs?: Tenants_Archive_ThisInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Archive_ThisInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_archive_this(inputs)
	if (locale === "fr") return fr_tenants_archive_this(inputs)
	if (locale === "nl") return nl_tenants_archive_this(inputs)
	if (locale === "es") return es_tenants_archive_this(inputs)
	if (locale === "en-XA") return en_xa2_tenants_archive_this(inputs)
	return en_tenants_archive_this(inputs)
});