/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_DescriptionInputs */

const en_calendar_description = /** @type {(inputs: Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to this address in your calendar app to see the roadmap’s open due dates. It is yours alone: anyone with it can read them, so keep it private.`)
};

const de_calendar_description = /** @type {(inputs: Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnieren Sie diese Adresse in Ihrer Kalender-App, um die offenen Fälligkeiten der Roadmap zu sehen. Sie gehört nur Ihnen: Wer sie kennt, kann die Termine lesen; halten Sie sie also geheim.`)
};

const fr_calendar_description = /** @type {(inputs: Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous à cette adresse dans votre application de calendrier pour voir les échéances ouvertes de la feuille de route. Elle n’appartient qu’à vous : quiconque la possède peut les lire, gardez-la donc privée.`)
};

const nl_calendar_description = /** @type {(inputs: Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonneer u op dit adres in uw agenda-app om de open termijnen van de roadmap te zien. Het is alleen van u: wie het heeft kan ze lezen, dus houd het privé.`)
};

const es_calendar_description = /** @type {(inputs: Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscríbase a esta dirección en su aplicación de calendario para ver las fechas límite abiertas de la hoja de ruta. Es solo suya: cualquiera que la tenga puede leerlas, así que manténgala en privado.`)
};

const en_xa2_calendar_description = /** @type {(inputs: Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀšçŕíƀé ţö ţĥíš áððŕéšš íñ ýöüŕ çáļéñðáŕ áþþ ţö šéé ţĥé ŕöáðɱáþ’š öþéñ ðüé ðáţéš. Îţ íš ýöüŕš áļöñé: áñýöñé ŵíţĥ íţ çáñ ŕéáð ţĥéɱ, šö ķééþ íţ þŕíṽáţé. one two three four five six seven eight nine ten e]`)
};

/**
* | output |
* | --- |
* | "Subscribe to this address in your calendar app to see the roadmap’s open due dates. It is yours alone: anyone with it can read them, so keep it private." |
*
* @param {Calendar_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const calendar_description = /** @type {((inputs?: Calendar_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_description(inputs)
	if (locale === "fr") return fr_calendar_description(inputs)
	if (locale === "nl") return nl_calendar_description(inputs)
	if (locale === "es") return es_calendar_description(inputs)
	if (locale === "en-XA") return en_xa2_calendar_description(inputs)
	return en_calendar_description(inputs)
});