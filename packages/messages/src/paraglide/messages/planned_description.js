/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Planned_DescriptionInputs */

const en_planned_description = /** @type {(inputs: Planned_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This screen is not available yet in this version of Assay.`)
};

const de_planned_description = /** @type {(inputs: Planned_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Ansicht ist in dieser Version von Assay noch nicht verfügbar.`)
};

const fr_planned_description = /** @type {(inputs: Planned_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet écran n’est pas encore disponible dans cette version d’Assay.`)
};

const nl_planned_description = /** @type {(inputs: Planned_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit scherm is nog niet beschikbaar in deze versie van Assay.`)
};

const es_planned_description = /** @type {(inputs: Planned_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta pantalla aún no está disponible en esta versión de Assay.`)
};

const en_xa2_planned_description = /** @type {(inputs: Planned_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šçŕééñ íš ñöţ áṽáíļáƀļé ýéţ íñ ţĥíš ṽéŕšíöñ öƒ Åššáý. one two three fou]`)
};

/**
* | output |
* | --- |
* | "This screen is not available yet in this version of Assay." |
*
* @param {Planned_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const planned_description = /** @type {((inputs?: Planned_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Planned_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_planned_description(inputs)
	if (locale === "fr") return fr_planned_description(inputs)
	if (locale === "nl") return nl_planned_description(inputs)
	if (locale === "es") return es_planned_description(inputs)
	if (locale === "en-XA") return en_xa2_planned_description(inputs)
	return en_planned_description(inputs)
});