/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consent_BodyInputs */

const en_consent_body = /** @type {(inputs: Consent_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay would like to use Google Analytics to learn which screens help and which get in the way. It sets its cookies only if you accept. You can change your choice at any time under Privacy choices.`)
};

const de_consent_body = /** @type {(inputs: Consent_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay möchte mit Google Analytics herausfinden, welche Seiten helfen und welche im Weg stehen. Die Cookies werden nur gesetzt, wenn Sie zustimmen. Ihre Wahl können Sie jederzeit unter „Datenschutzeinstellungen“ ändern.`)
};

const fr_consent_body = /** @type {(inputs: Consent_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay souhaite utiliser Google Analytics pour savoir quels écrans vous aident et lesquels vous gênent. Ses cookies ne sont déposés que si vous acceptez. Vous pouvez modifier votre choix à tout moment dans « Choix de confidentialité ».`)
};

const nl_consent_body = /** @type {(inputs: Consent_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay wil Google Analytics gebruiken om te zien welke schermen helpen en welke in de weg zitten. De cookies worden alleen geplaatst als u akkoord gaat. U kunt uw keuze altijd wijzigen onder Privacykeuzes.`)
};

const es_consent_body = /** @type {(inputs: Consent_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay quiere usar Google Analytics para saber qué pantallas ayudan y cuáles estorban. Solo instala sus cookies si usted acepta. Puede cambiar su elección en cualquier momento en Opciones de privacidad.`)
};

const en_xa2_consent_body = /** @type {(inputs: Consent_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššáý ŵöüļð ļíķé ţö üšé Ĝööĝļé Åñáļýţíçš ţö ļéáŕñ ŵĥíçĥ šçŕééñš ĥéļþ áñð ŵĥíçĥ ĝéţ íñ ţĥé ŵáý. Îţ šéţš íţš çööķíéš öñļý íƒ ýöü áççéþţ. Ýöü çáñ çĥáñĝé ýöüŕ çĥöíçé áţ áñý ţíɱé üñðéŕ Þŕíṽáçý çĥöíçéš. one two three four five six seven eight nine ten eleven twelve thi]`)
};

/**
* | output |
* | --- |
* | "Assay would like to use Google Analytics to learn which screens help and which get in the way. It sets its cookies only if you accept. You can change your ch..." |
*
* @param {Consent_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const consent_body = /** @type {((inputs?: Consent_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consent_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_consent_body(inputs)
	if (locale === "fr") return fr_consent_body(inputs)
	if (locale === "nl") return nl_consent_body(inputs)
	if (locale === "es") return es_consent_body(inputs)
	if (locale === "en-XA") return en_xa2_consent_body(inputs)
	return en_consent_body(inputs)
});