/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overview_One_DescriptionInputs */

const en_overview_one_description = /** @type {(inputs: Overview_One_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trend appears after the next completed assessment.`)
};

const de_overview_one_description = /** @type {(inputs: Overview_One_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Verlauf erscheint nach der nächsten abgeschlossenen Bewertung.`)
};

const fr_overview_one_description = /** @type {(inputs: Overview_One_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tendance apparaît après la prochaine évaluation terminée.`)
};

const nl_overview_one_description = /** @type {(inputs: Overview_One_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De trend verschijnt na de volgende afgeronde beoordeling.`)
};

const es_overview_one_description = /** @type {(inputs: Overview_One_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tendencia aparece tras la próxima evaluación completada.`)
};

const en_xa2_overview_one_description = /** @type {(inputs: Overview_One_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţŕéñð áþþéáŕš áƒţéŕ ţĥé ñéẋţ çöɱþļéţéð áššéššɱéñţ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "The trend appears after the next completed assessment." |
*
* @param {Overview_One_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_one_description = /** @type {((inputs?: Overview_One_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_One_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_one_description(inputs)
	if (locale === "fr") return fr_overview_one_description(inputs)
	if (locale === "nl") return nl_overview_one_description(inputs)
	if (locale === "es") return es_overview_one_description(inputs)
	if (locale === "en-XA") return en_xa2_overview_one_description(inputs)
	return en_overview_one_description(inputs)
});