/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Empty_DescriptionInputs */

const en_sharing_empty_description = /** @type {(inputs: Sharing_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share this tenant with people of the assessed organisation: they see its overview, completed results and roadmap, and nothing else.`)
};

const de_sharing_empty_description = /** @type {(inputs: Sharing_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen Sie diesen Mandanten mit Personen der bewerteten Organisation: Sie sehen seine Übersicht, abgeschlossene Ergebnisse und die Roadmap, sonst nichts.`)
};

const fr_sharing_empty_description = /** @type {(inputs: Sharing_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partagez cette entité avec des personnes de l’organisation évaluée : elles voient sa vue d’ensemble, ses résultats terminés et sa feuille de route, rien d’autre.`)
};

const nl_sharing_empty_description = /** @type {(inputs: Sharing_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deel deze tenant met mensen van de beoordeelde organisatie: zij zien het overzicht, de afgeronde resultaten en de roadmap, en verder niets.`)
};

const es_sharing_empty_description = /** @type {(inputs: Sharing_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparta este inquilino con personas de la organización evaluada: verán su resumen, los resultados completados y la hoja de ruta, y nada más.`)
};

const en_xa2_sharing_empty_description = /** @type {(inputs: Sharing_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕé ţĥíš ţéñáñţ ŵíţĥ þéöþļé öƒ ţĥé áššéššéð öŕĝáñíšáţíöñ: ţĥéý šéé íţš öṽéŕṽíéŵ, çöɱþļéţéð ŕéšüļţš áñð ŕöáðɱáþ, áñð ñöţĥíñĝ éļšé. one two three four five six seven eight nin]`)
};

/**
* | output |
* | --- |
* | "Share this tenant with people of the assessed organisation: they see its overview, completed results and roadmap, and nothing else." |
*
* @param {Sharing_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_empty_description = /** @type {((inputs?: Sharing_Empty_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Empty_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_empty_description(inputs)
	if (locale === "fr") return fr_sharing_empty_description(inputs)
	if (locale === "nl") return nl_sharing_empty_description(inputs)
	if (locale === "es") return es_sharing_empty_description(inputs)
	if (locale === "en-XA") return en_xa2_sharing_empty_description(inputs)
	return en_sharing_empty_description(inputs)
});