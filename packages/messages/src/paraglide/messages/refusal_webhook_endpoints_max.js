/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Refusal_Webhook_Endpoints_MaxInputs */

const en_refusal_webhook_endpoints_max = /** @type {(inputs: Refusal_Webhook_Endpoints_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`An organisation holds at most ${i?.max} webhook endpoint. Delete it to add another.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`An organisation holds at most ${i?.max} webhook endpoints. Delete one to add another.`);
	return /** @type {LocalizedString} */ ("refusal_webhook_endpoints_max");
};

const de_refusal_webhook_endpoints_max = /** @type {(inputs: Refusal_Webhook_Endpoints_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Eine Organisation hat höchstens ${i?.max} Webhook-Endpunkt. Löschen Sie ihn, um einen anderen hinzuzufügen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Eine Organisation hat höchstens ${i?.max} Webhook-Endpunkte. Löschen Sie einen, um einen anderen hinzuzufügen.`);
	return /** @type {LocalizedString} */ ("refusal_webhook_endpoints_max");
};

const fr_refusal_webhook_endpoints_max = /** @type {(inputs: Refusal_Webhook_Endpoints_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("fr", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Une organisation a au plus ${i?.max} point de terminaison webhook. Supprimez-le pour en ajouter un autre.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Une organisation a au plus ${i?.max} points de terminaison webhook. Supprimez-en un pour en ajouter un autre.`);
	return /** @type {LocalizedString} */ ("refusal_webhook_endpoints_max");
};

const nl_refusal_webhook_endpoints_max = /** @type {(inputs: Refusal_Webhook_Endpoints_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("nl", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Een organisatie heeft hoogstens ${i?.max} webhook-eindpunt. Verwijder het om een ander toe te voegen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Een organisatie heeft hoogstens ${i?.max} webhook-eindpunten. Verwijder er een om een ander toe te voegen.`);
	return /** @type {LocalizedString} */ ("refusal_webhook_endpoints_max");
};

const es_refusal_webhook_endpoints_max = /** @type {(inputs: Refusal_Webhook_Endpoints_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("es", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Una organización tiene como máximo ${i?.max} punto de conexión de webhook. Elimínelo para añadir otro.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Una organización tiene como máximo ${i?.max} puntos de conexión de webhook. Elimine uno para añadir otro.`);
	return /** @type {LocalizedString} */ ("refusal_webhook_endpoints_max");
};

const en_xa2_refusal_webhook_endpoints_max = /** @type {(inputs: Refusal_Webhook_Endpoints_MaxInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en-XA", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`[Åñ öŕĝáñíšáţíöñ ĥöļðš áţ ɱöšţ ${i?.max} ŵéƀĥööķ éñðþöíñţ. Ðéļéţé íţ ţö áðð áñöţĥéŕ. one two three four five s]`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`[Åñ öŕĝáñíšáţíöñ ĥöļðš áţ ɱöšţ ${i?.max} ŵéƀĥööķ éñðþöíñţš. Ðéļéţé öñé ţö áðð áñöţĥéŕ. one two three four five s]`);
	return /** @type {LocalizedString} */ ("refusal_webhook_endpoints_max");
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "An organisation holds at most {max} webhook endpoint. Delete it to add another." |
* | "other" | "An organisation holds at most {max} webhook endpoints. Delete one to add another." |
*
* @param {Refusal_Webhook_Endpoints_MaxInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_webhook_endpoints_max = /** @type {((inputs: Refusal_Webhook_Endpoints_MaxInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Webhook_Endpoints_MaxInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_webhook_endpoints_max(inputs)
	if (locale === "fr") return fr_refusal_webhook_endpoints_max(inputs)
	if (locale === "nl") return nl_refusal_webhook_endpoints_max(inputs)
	if (locale === "es") return es_refusal_webhook_endpoints_max(inputs)
	if (locale === "en-XA") return en_xa2_refusal_webhook_endpoints_max(inputs)
	return en_refusal_webhook_endpoints_max(inputs)
});