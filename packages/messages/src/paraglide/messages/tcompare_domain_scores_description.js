/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Domain_Scores_DescriptionInputs */

const en_tcompare_domain_scores_description = /** @type {(inputs: Tcompare_Domain_Scores_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each tenant’s latest completed assessment. Open a score to see that tenant’s results for the domain.`)
};

const de_tcompare_domain_scores_description = /** @type {(inputs: Tcompare_Domain_Scores_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die letzte abgeschlossene Bewertung jedes Mandanten. Öffnen Sie eine Punktzahl, um die Ergebnisse dieses Mandanten für den Bereich zu sehen.`)
};

const fr_tcompare_domain_scores_description = /** @type {(inputs: Tcompare_Domain_Scores_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dernière évaluation terminée de chaque entité. Ouvrez un score pour voir les résultats de cette entité pour le domaine.`)
};

const nl_tcompare_domain_scores_description = /** @type {(inputs: Tcompare_Domain_Scores_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De laatste afgeronde beoordeling van elke tenant. Open een score om de resultaten van die tenant voor het domein te zien.`)
};

const es_tcompare_domain_scores_description = /** @type {(inputs: Tcompare_Domain_Scores_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La última evaluación completada de cada inquilino. Abra una puntuación para ver los resultados de ese inquilino en el dominio.`)
};

const en_xa2_tcompare_domain_scores_description = /** @type {(inputs: Tcompare_Domain_Scores_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ ţéñáñţ’š ļáţéšţ çöɱþļéţéð áššéššɱéñţ. Öþéñ á šçöŕé ţö šéé ţĥáţ ţéñáñţ’š ŕéšüļţš ƒöŕ ţĥé ðöɱáíñ. one two three four five six seve]`)
};

/**
* | output |
* | --- |
* | "Each tenant’s latest completed assessment. Open a score to see that tenant’s results for the domain." |
*
* @param {Tcompare_Domain_Scores_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_domain_scores_description = /** @type {((inputs?: Tcompare_Domain_Scores_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Domain_Scores_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_domain_scores_description(inputs)
	if (locale === "fr") return fr_tcompare_domain_scores_description(inputs)
	if (locale === "nl") return nl_tcompare_domain_scores_description(inputs)
	if (locale === "es") return es_tcompare_domain_scores_description(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_domain_scores_description(inputs)
	return en_tcompare_domain_scores_description(inputs)
});