/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Library_BaselinesInputs */

const en_content_admin_library_baselines = /** @type {(inputs: Content_Admin_Library_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The global library every organisation assesses against. Drafts stay unseen until you publish them.`)
};

const de_content_admin_library_baselines = /** @type {(inputs: Content_Admin_Library_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die globale Bibliothek, nach der jede Organisation bewertet. Entwürfe bleiben unsichtbar, bis Sie sie veröffentlichen.`)
};

const fr_content_admin_library_baselines = /** @type {(inputs: Content_Admin_Library_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La bibliothèque globale selon laquelle chaque organisation évalue. Les brouillons restent invisibles jusqu’à leur publication.`)
};

const nl_content_admin_library_baselines = /** @type {(inputs: Content_Admin_Library_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De globale bibliotheek waartegen elke organisatie beoordeelt. Concepten blijven onzichtbaar tot u ze publiceert.`)
};

const es_content_admin_library_baselines = /** @type {(inputs: Content_Admin_Library_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La biblioteca global con la que evalúa cada organización. Los borradores no se ven hasta que los publiques.`)
};

const en_xa2_content_admin_library_baselines = /** @type {(inputs: Content_Admin_Library_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ĝļöƀáļ ļíƀŕáŕý éṽéŕý öŕĝáñíšáţíöñ áššéššéš áĝáíñšţ. Ðŕáƒţš šţáý üñšééñ üñţíļ ýöü þüƀļíšĥ ţĥéɱ. one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "The global library every organisation assesses against. Drafts stay unseen until you publish them." |
*
* @param {Content_Admin_Library_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_library_baselines = /** @type {((inputs?: Content_Admin_Library_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Library_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_library_baselines(inputs)
	if (locale === "fr") return fr_content_admin_library_baselines(inputs)
	if (locale === "nl") return nl_content_admin_library_baselines(inputs)
	if (locale === "es") return es_content_admin_library_baselines(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_library_baselines(inputs)
	return en_content_admin_library_baselines(inputs)
});